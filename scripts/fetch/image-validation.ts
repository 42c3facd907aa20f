/**
 * Whether downloaded bytes are an image the site may show, judged from the bytes alone (never the
 * address's extension or the server's Content-Type), and what to store: SVG is rasterized to PNG
 * so no script, event handler or external reference ever reaches the site.
 */
import { fromBuffer } from 'file-type';
import sharp from 'sharp';
import { imageFileTooLargeProblem, imageTooLargeProblem, MAX_IMAGE_BYTES, MAX_IMAGE_SIDE, type RemoteCacheEntry } from '../../src/pipeline/detect/remote-cache';

export { MAX_IMAGE_BYTES, MAX_IMAGE_SIDE };
/** Longest side of a rasterized SVG: twice the largest tile, and sharp enough for a slide. */
export const SVG_RASTER_SIDE = 1024;

type StoredType = RemoteCacheEntry['mediaType'];
const KEPT_AS_IS: Record<string, { mediaType: StoredType; extension: string }> = {
  'image/png': { mediaType: 'image/png', extension: 'png' },
  'image/jpeg': { mediaType: 'image/jpeg', extension: 'jpg' },
  'image/webp': { mediaType: 'image/webp', extension: 'webp' },
  'image/avif': { mediaType: 'image/avif', extension: 'avif' },
  'image/gif': { mediaType: 'image/gif', extension: 'gif' },
};

export interface AcceptedImage {
  ok: true;
  bytes: Buffer;
  extension: string;
  mediaType: StoredType;
  /** What the server's bytes were, when something else is stored (an SVG rasterized to PNG). */
  sourceMediaType?: string;
  width: number;
  height: number;
}

export interface RejectedImage {
  ok: false;
  /** What is wrong, for the report: "the address returns a web page, not an image". */
  problem: string;
  /** What the editor should do. */
  advice: string;
}

const SAVE_LOCALLY = 'or save the image into data/logos/ and write its file name instead';

/** The media type the bytes really are, or null: file-type for binary formats, a look at the text for SVG and HTML. */
export async function sniffMediaType(bytes: Buffer): Promise<string | null> {
  // SVG first: file-type calls any XML document application/xml.
  const start = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\ufeff/, '')
    .trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(start)) return 'image/svg+xml';
  const binary = await fromBuffer(bytes);
  if (binary) return binary.mime;
  if (/^(<!--[\s\S]*?-->\s*)*<(!doctype html|html|head|body|meta|title)[\s>]/i.test(start)) return 'text/html';
  if (/^[[{]/.test(start)) return 'application/json';
  return null;
}

function reject(problem: string, advice: string): RejectedImage {
  return { ok: false, problem, advice };
}

/**
 * An SVG whose DOCTYPE carries an internal subset (`<!DOCTYPE svg [ <!ENTITY …> ]>`): entities can
 * make a few bytes expand into gigabytes or pull in another file, so such an SVG is refused by
 * name, before any parser sees it. (Without this, the sniffer's DOCTYPE stops at the first `>`
 * inside the brackets and the file is called "not an image".)
 */
export function svgInternalSubset(start: string): boolean {
  return /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<!DOCTYPE\s+svg\b[^>[]*\[/i.test(start);
}

export async function validateImage(body: Buffer): Promise<AcceptedImage | RejectedImage> {
  if (body.length === 0) return reject('the address returns an empty file', `check the address, ${SAVE_LOCALLY}`);
  const tooHeavy = imageFileTooLargeProblem(body.length);
  if (tooHeavy) return reject(tooHeavy, `use a smaller version of the image, ${SAVE_LOCALLY}`);
  const start = body
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\ufeff/, '')
    .trimStart();
  if (svgInternalSubset(start)) {
    return reject(
      'the SVG image declares entities in its DOCTYPE (<!DOCTYPE svg [ … ]>), which is refused: they can make a small file expand without end or read other files',
      `export the logo as PNG, or as an SVG without a DOCTYPE, ${SAVE_LOCALLY}`,
    );
  }
  const sniffed = await sniffMediaType(body);
  if (sniffed === 'text/html') {
    return reject('the address returns a web page, not an image', 'open it, right-click the logo, copy the image address and paste that instead');
  }
  if (sniffed === null || !(sniffed in KEPT_AS_IS || sniffed === 'image/svg+xml' || sniffed === 'image/tiff')) {
    return reject(
      `the address returns ${sniffed ? `a file of type ${sniffed}` : 'something that is not an image'}, not a PNG, JPEG, WebP, AVIF, GIF or SVG image`,
      `find the image itself (open it, right-click the logo, copy the image address), ${SAVE_LOCALLY}`,
    );
  }
  try {
    if (sniffed === 'image/svg+xml') return await rasterizeSvg(body);
    // Dimensions from the header first, so a decompression bomb is refused before it is decoded.
    // metadata() reads only the header; it is given no pixel limit, because sharp enforces that
    // limit by throwing, and a valid image that is merely too large must be called too large.
    const metadata = await sharp(body, { limitInputPixels: false }).metadata();
    const width = metadata.width ?? 0;
    const height = metadata.pageHeight ?? metadata.height ?? 0;
    const tooLarge = imageTooLargeProblem(width, height);
    if (tooLarge) return reject(tooLarge, `use a smaller version of the image, ${SAVE_LOCALLY}`);
    // A full decode to pixels: a truncated or corrupt file fails here, not in the build. Not .stats():
    // with several decodes at once it sometimes let a truncated PNG through (15 of 40 in a probe),
    // while decoding to a raw buffer failed all 40 every time.
    await sharp(body, { failOn: 'error', animated: true }).raw().toBuffer();
    if (sniffed === 'image/tiff') {
      const png = await sharp(body).png().toBuffer();
      return { ok: true, bytes: png, extension: 'png', mediaType: 'image/png', sourceMediaType: sniffed, width, height };
    }
    const kept = KEPT_AS_IS[sniffed] as { mediaType: StoredType; extension: string };
    return { ok: true, bytes: body, extension: kept.extension, mediaType: kept.mediaType, width, height };
  } catch {
    return reject('the image is damaged or incomplete (it cannot be decoded)', `open the address in a browser to check it, ${SAVE_LOCALLY}`);
  }
}

/**
 * Renders an SVG to PNG with its longest side at SVG_RASTER_SIDE. librsvg runs no script and,
 * given bytes with no base address, loads no external reference.
 */
async function rasterizeSvg(body: Buffer): Promise<AcceptedImage | RejectedImage> {
  const natural = await sharp(body).metadata();
  const longest = Math.max(natural.width ?? 0, natural.height ?? 0);
  if (longest === 0) return reject('the SVG image has no size', `export the logo as PNG, ${SAVE_LOCALLY}`);
  const density = Math.min(100_000, Math.max(1, (72 * SVG_RASTER_SIDE) / longest));
  const { data, info } = await sharp(body, { density, failOn: 'error' })
    .resize({ width: SVG_RASTER_SIDE, height: SVG_RASTER_SIDE, fit: 'inside', withoutEnlargement: false })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { ok: true, bytes: data, extension: 'png', mediaType: 'image/png', sourceMediaType: 'image/svg+xml', width: info.width, height: info.height };
}
