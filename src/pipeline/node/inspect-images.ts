/**
 * Decodes every image under the data folder with sharp before the rules run (Node only).
 * sharp is asynchronous and the rules are synchronous and pure (a browser runs them too), so
 * the facts are gathered here first and handed to the pipeline as a synchronous probe:
 *
 *   const probe = await inspectImages(dataDir);
 *   const result = runPipeline({ dataDir, probe });
 *
 * A file the check decodes is a file the build can decode: a PNG signature followed by junk,
 * a truncated file or a renamed document is found here, not halfway through a build.
 *
 * The fetched-image cache (cache/images/) is data like any other: each file its manifest names
 * is verified offline against its entry (no link, its size and sha256, the type and dimensions
 * sniffed from its bytes, the size limits, and a full decode), so a copy the check passes is a
 * copy the build can show; one it refuses is never linked into a page.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, type Dirent } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { diskProbe, locateCacheFile, readDataFile } from './data-files';
import type { FileProbe, ImageFacts } from '../detect/logos';
import {
  imageFileTooLargeProblem,
  MAX_IMAGE_SIDE,
  parseRemoteManifest,
  REMOTE_CACHE_DIR,
  REMOTE_MANIFEST_FILE,
  type RemoteCacheEntry,
  type RemoteManifest,
} from '../detect/remote-cache';

/** Names worth decoding: what the build shows, and the formats the check reports by name. */
const DECODED_EXTENSIONS = /\.(png|jpe?g|webp|avif|tiff?|gif|svg)$/i;
/** Two at a time: the machine is shared and images in data/ are small. */
const CONCURRENCY = 2;

/** Relative paths (with '/') of every file under the folder, not following links to folders. */
function listFiles(dataDir: string, folder = ''): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(path.join(dataDir, folder), { withFileTypes: true });
  } catch {
    return []; // an unreadable folder: its files are reported when a sheet names them
  }
  return entries.flatMap((entry) => {
    const relative = folder ? `${folder}/${entry.name}` : entry.name;
    // The fetched-image cache is verified entry by entry against its manifest (inspectFetchedCopies).
    if (entry.isDirectory()) return relative === REMOTE_CACHE_DIR ? [] : listFiles(dataDir, relative);
    return DECODED_EXTENSIONS.test(entry.name) ? [relative] : [];
  });
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const line = (message.split('\n')[0] ?? '').trim();
  return line.length > 160 ? `${line.slice(0, 160)}…` : line || 'the image data is damaged';
}

/** Decodes one image file fully (every pixel), as the build will. Never throws. */
export async function decodeImage(bytes: Uint8Array): Promise<ImageFacts> {
  try {
    const image = sharp(bytes, { failOn: 'warning' });
    const { format } = await image.metadata();
    const { info } = await image.raw().toBuffer({ resolveWithObject: true });
    return { kind: 'image', format: format ?? 'unknown', width: info.width, height: info.height };
  } catch (error) {
    return { kind: 'not-image', reason: firstLine(error) };
  }
}

/** Runs `work` over the items, two at a time. */
async function eachInTurn<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

/** sharp's name for each stored media type (AVIF is read as 'heif'). */
const SHARP_FORMAT: Record<RemoteCacheEntry['mediaType'], string> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
  'image/avif': 'heif',
  'image/gif': 'gif',
};
const FORMAT_NAME: Record<string, string> = { png: 'PNG', jpeg: 'JPEG', webp: 'WebP', heif: 'AVIF', gif: 'GIF' };

/** A Git LFS pointer: the short text git stores in place of a file when LFS is not installed. */
function isLfsPointer(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 1024)).toString('latin1').includes('git-lfs.github.com/spec/');
}

const AGAIN = 'run npm run data:fetch again to fetch it afresh';

/**
 * Verifies the cached copy of one manifest entry offline, cheapest test first. The answer is a
 * fact the pipeline turns into a finding at each row that uses the address: `null` when the
 * file is missing, 'refused' or 'not-image' with the sentence to show, 'image' when the build
 * can show it. Never throws.
 */
export async function verifyFetchedCopy(dataDir: string, entry: RemoteCacheEntry): Promise<ImageFacts | null> {
  const location = locateCacheFile(dataDir, `${REMOTE_CACHE_DIR}/${entry.file}`);
  if (location.status === 'missing') return null;
  if (location.status === 'refused') return { kind: 'refused', reason: location.reason };
  const heavy = imageFileTooLargeProblem(location.size);
  if (heavy) return { kind: 'refused', reason: `is not the image npm run data:fetch stored: ${heavy.replace(/^the image is/, 'it is')}; ${AGAIN}` };
  let bytes: Buffer;
  try {
    bytes = readFileSync(location.absolutePath);
  } catch (error) {
    return { kind: 'refused', reason: `cannot be opened (${(error as { code?: string }).code ?? 'unknown error'}); ${AGAIN}` };
  }
  if (isLfsPointer(bytes)) {
    return {
      kind: 'not-image',
      reason: `is a Git LFS placeholder (a few lines of text that stand for the image), not the image itself; run git lfs pull, or ${AGAIN}`,
    };
  }
  if (bytes.length !== entry.bytes) {
    const how = bytes.length < entry.bytes ? 'it was cut short' : 'it was changed';
    return { kind: 'not-image', reason: `is ${bytes.length} bytes, not the ${entry.bytes} bytes npm run data:fetch stored (${how}); ${AGAIN}` };
  }
  if (createHash('sha256').update(bytes).digest('hex') !== entry.sha256) {
    return { kind: 'not-image', reason: `has changed since npm run data:fetch stored it (its contents no longer match data/${REMOTE_MANIFEST_FILE}); ${AGAIN}` };
  }
  // The header first (no pixel limit: sharp enforces one by throwing, and too large is its own sentence).
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    return { kind: 'not-image', reason: `cannot be read as an image (${firstLine(error)}); ${AGAIN}` };
  }
  const format = metadata.format ?? 'unknown';
  const expected = SHARP_FORMAT[entry.mediaType];
  if (format !== expected) {
    return {
      kind: 'not-image',
      reason: `is ${FORMAT_NAME[format] ? `a ${FORMAT_NAME[format]} image` : 'not an image the site shows'}, not the ${FORMAT_NAME[expected]} image npm run data:fetch stored; ${AGAIN}`,
    };
  }
  const width = metadata.width ?? 0;
  const height = metadata.pageHeight ?? metadata.height ?? 0;
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) {
    return {
      kind: 'refused',
      reason: `is ${width} × ${height} px, too large to show: over the ${MAX_IMAGE_SIDE} px limit on a side; use a smaller version of the image, or save one into data/logos/ and write its file name instead`,
    };
  }
  if (width !== entry.width || height !== entry.height) {
    return { kind: 'not-image', reason: `is ${width} × ${height} px, not the ${entry.width} × ${entry.height} px npm run data:fetch stored; ${AGAIN}` };
  }
  const decoded = await decodeImage(bytes);
  if (decoded.kind !== 'image') return { kind: 'not-image', reason: `is damaged or incomplete (it cannot be decoded); ${AGAIN}` };
  return decoded;
}

/**
 * Verifies the copy of every address in the cache's manifest. Only rows that use an address are
 * told about its copy; a manifest that cannot be read gives no copies (the pipeline reports it).
 */
export async function inspectFetchedCopies(dataDir: string): Promise<Map<string, ImageFacts | null>> {
  const verdicts = new Map<string, ImageFacts | null>();
  const location = locateCacheFile(dataDir, REMOTE_MANIFEST_FILE);
  if (location.status !== 'file') return verdicts;
  let manifest: RemoteManifest;
  try {
    manifest = parseRemoteManifest(readFileSync(location.absolutePath, 'utf8'));
  } catch {
    return verdicts;
  }
  const entries = new Map(Object.values(manifest.entries).map((entry) => [`${REMOTE_CACHE_DIR}/${entry.file}`, entry]));
  await eachInTurn([...entries], async ([file, entry]) => {
    verdicts.set(file, await verifyFetchedCopy(dataDir, entry));
  });
  return verdicts;
}

/** Decodes every image under the data folder and returns a synchronous probe over the results. */
export async function inspectImages(dataDir: string): Promise<FileProbe> {
  const facts = new Map<string, ImageFacts>();
  await eachInTurn(listFiles(dataDir), async (file) => {
    const read = readDataFile(dataDir, file);
    // Missing or refused files are answered by the fallback probe, which says why.
    if (read.status === 'read') facts.set(file, await decodeImage(read.bytes));
  });
  const copies = await inspectFetchedCopies(dataDir);
  const fallback = diskProbe(dataDir);
  return (relativePath) => {
    const key = path.posix.normalize(relativePath);
    if (copies.has(key)) return copies.get(key) ?? null;
    const decoded = facts.get(key);
    if (decoded) return decoded;
    // Not decoded: the file is missing or refused (the fallback says why), or its name is not an
    // image name (the rules refuse it by name).
    return fallback(relativePath);
  };
}
