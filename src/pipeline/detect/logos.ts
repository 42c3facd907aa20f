/**
 * Logo and picture cells: a local file under the data folder, an https: image address,
 * or empty. Local paths are relative to the data folder; a logo given as a bare file name
 * ("giant.png") lives in logos/.
 */
import type { ImageRef } from '../entities/schemas';
import { checkLink } from './links';

/**
 * What is known about a file under the data folder, gathered before the rules run (the rules
 * stay synchronous and pure, so a browser can run them too):
 * - the first bytes of the file (a format sniff, what a browser can do cheaply), or
 * - facts from decoding the whole image (the data check and the build decode with sharp), or
 * - why the file cannot be used at all (a folder, a link outside the data folder, unreadable);
 * - null when there is no such file.
 */
export type ImageFacts = { kind: 'image'; format: string; width: number; height: number } | { kind: 'not-image'; reason: string } | { kind: 'refused'; reason: string };

/** Injected so the rules need no disk (tests pass an object of files). */
export type FileProbe = (relativePath: string) => Uint8Array | ImageFacts | null;

export type ImageCheck =
  | { status: 'empty' }
  | { status: 'ok'; ref: ImageRef; normalized: string }
  | { status: 'problem'; kind: 'malformed' | 'insecure' | 'missing' | 'not-image' | 'outside'; problem: string };

/**
 * File name endings the build turns into pictures (gatsby-transformer-sharp's list). An image
 * under any other name is published but never shown, so it is refused
 * (reported under the rule 'logo-unusable' for a logo, 'picture-unusable' for a picture).
 */
export const IMAGE_EXTENSIONS: readonly string[] = ['png', 'jpg', 'jpeg', 'webp', 'avif', 'tif', 'tiff'];

/** Formats (as sharp names them) the build can show: AVIF is read as 'heif'. */
const SHOWN_FORMATS: readonly string[] = ['png', 'jpeg', 'jpg', 'webp', 'heif', 'avif', 'tiff'];

/**
 * SVG and GIF are reported rather than rasterized: the build's image pipeline (childImageSharp)
 * cannot use them, and turning editor-supplied SVG into pictures at build time would need its
 * own sanitising and sizing rules. A PNG export is one click in any editor.
 * Reported under 'logo-unusable' or 'picture-unusable'.
 */
function unsupportedFormat(file: string, format: string): string {
  const name = format === 'svg' ? 'an SVG drawing' : format === 'gif' ? 'a GIF' : `a ${format.toUpperCase()} image`;
  return `data/${file} is ${name}, which the site cannot show as a picture; save it as PNG (at least 256 px wide) and write the .png name here`;
}

function extensionProblem(file: string): string | null {
  const name = file.split('/').pop() ?? file;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (IMAGE_EXTENSIONS.includes(extension)) return null;
  if (extension === 'svg' || extension === 'gif') return unsupportedFormat(file, extension);
  return `${extension ? `'.${extension}'` : `'${name}' (no ending)`} is not an image file name, so the site would never show data/${file}; save the image as PNG or JPEG with a .png or .jpg name`;
}

/** True when the first bytes are an image format sharp reads (PNG, JPEG, WebP, GIF, AVIF, TIFF, SVG). */
export function looksLikeImage(head: Uint8Array): boolean {
  // Plain byte comparisons (no Buffer) so the rules also run in a browser worker.
  const startsWith = (offset: number, bytes: readonly number[]) => bytes.every((byte, index) => head[offset + index] === byte);
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (startsWith(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return true;
  if (startsWith(0, [0xff, 0xd8, 0xff])) return true;
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return true;
  if (ascii(0, 4) === 'GIF8') return true;
  if (ascii(4, 8) === 'ftyp' && /avi[fs]|heic|mif1/.test(ascii(8, 12))) return true;
  if (startsWith(0, [0x49, 0x49, 0x2a, 0x00]) || startsWith(0, [0x4d, 0x4d, 0x00, 0x2a])) return true;
  const start = new TextDecoder('utf-8')
    .decode(head)
    .replace(/^\ufeff/, '')
    .trimStart();
  return /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(start);
}

const LOCAL_PATH = /^[^\\:*?"<>|]+$/;

/**
 * Checks a logo or picture cell. `defaultFolder` is where a bare file name lives
 * ("logos" for logos; pictures must name their folder, e.g. "images/events/x.png").
 */
export function checkImage(raw: string, probe: FileProbe, defaultFolder: string | null): ImageCheck {
  const text = raw.trim();
  if (text === '') return { status: 'empty' };
  // Anything that tries to be an address ("https//x", "www.x", "//x") is judged as one, so a
  // typo in an address is reported as a malformed address, not as a missing file.
  const looksRemote = /^[a-z][a-z0-9+.-]*:/i.test(text) || text.includes('//') || /^(www\.|https?\b)/i.test(text);
  if (looksRemote) {
    const link = checkLink(text);
    if (link.status === 'ok') return { status: 'ok', ref: { kind: 'remote', url: link.url }, normalized: link.url };
    if (link.status === 'insecure') {
      return {
        status: 'problem',
        kind: 'insecure',
        problem: `'${text}' is an http: address, which browsers block on a secure page; use its https:// address or save the file into data/logos/`,
      };
    }
    if (link.status === 'invalid' && link.ipAddress) {
      // Well-formed, but refused for where it points: say so, not "not well-formed".
      const { address, refused } = link.ipAddress;
      return {
        status: 'problem',
        kind: 'malformed',
        problem: refused
          ? `'${text}' points at ${address}, ${refused}; the site never downloads images from local or private addresses, so paste the image's public https:// address or save the file into data/logos/ and write its file name`
          : `'${text}' names a bare network address (${address}) instead of a site name; paste the image's address with the site's name, or save the file into data/logos/ and write its file name`,
      };
    }
    return {
      status: 'problem',
      kind: 'malformed',
      problem: `'${text}' is not a well-formed image address; paste a full https:// image address or save the file into data/logos/ and write its file name`,
    };
  }
  const relative = text.replace(/^\.\//, '').replace(/^data\//, '');
  if (!LOCAL_PATH.test(relative) || relative.split('/').some((part) => part === '..' || part === '') || relative.startsWith('/')) {
    return { status: 'problem', kind: 'outside', problem: `'${text}' is not a file name inside the data folder; write a name like 'giant.png' or 'logos/giant.png'` };
  }
  const file = !relative.includes('/') && defaultFolder ? `${defaultFolder}/${relative}` : relative;
  const facts = probe(file);
  if (facts === null) {
    return { status: 'problem', kind: 'missing', problem: `there is no file data/${file}; add the image there or correct the file name` };
  }
  if (facts instanceof Uint8Array) {
    const wrongName = extensionProblem(file);
    if (wrongName) return { status: 'problem', kind: 'not-image', problem: wrongName };
    if (!looksLikeImage(facts)) {
      return { status: 'problem', kind: 'not-image', problem: `data/${file} is not a PNG, JPEG, WebP, AVIF or TIFF image; save it again in one of those formats` };
    }
    return { status: 'ok', ref: { kind: 'local', file }, normalized: file };
  }
  if (facts.kind === 'refused') {
    return { status: 'problem', kind: facts.reason.includes('outside') ? 'outside' : 'not-image', problem: `data/${file} ${facts.reason}` };
  }
  const wrongName = extensionProblem(file);
  if (wrongName) return { status: 'problem', kind: 'not-image', problem: wrongName };
  if (facts.kind === 'not-image') {
    return {
      status: 'problem',
      kind: 'not-image',
      problem: `data/${file} cannot be read as an image (${facts.reason}); open it in an image editor and save it again as PNG or JPEG`,
    };
  }
  if (!SHOWN_FORMATS.includes(facts.format)) return { status: 'problem', kind: 'not-image', problem: unsupportedFormat(file, facts.format) };
  return { status: 'ok', ref: { kind: 'local', file }, normalized: file };
}

/** A logo: a bare name means logos/<name>. */
export function checkLogo(raw: string, probe: FileProbe): ImageCheck {
  return checkImage(raw, probe, 'logos');
}
