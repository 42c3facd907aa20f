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
 */
import { readdirSync, type Dirent } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { diskProbe, readDataFile } from './data-files';
import type { FileProbe, ImageFacts } from './logos';
import { REMOTE_CACHE_DIR } from './remote-cache';

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
    // The fetched-image cache is validated by data:fetch when it is written (sha256 and all), and
    // may hold hundreds of logos; decoding it on every check would dwarf the check itself.
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

/** Decodes every image under the data folder and returns a synchronous probe over the results. */
export async function inspectImages(dataDir: string): Promise<FileProbe> {
  const facts = new Map<string, ImageFacts>();
  const files = listFiles(dataDir);
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++] as string;
      const read = readDataFile(dataDir, file);
      // Missing or refused files are answered by the fallback probe, which says why.
      if (read.status === 'read') facts.set(file, await decodeImage(read.bytes));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const fallback = diskProbe(dataDir);
  return (relativePath) => {
    const decoded = facts.get(path.posix.normalize(relativePath));
    if (decoded) return decoded;
    // Not decoded: the file is missing or refused (the fallback says why), its name is not an
    // image name (the rules refuse it by name), or it is in the fetched-image cache.
    return fallback(relativePath);
  };
}
