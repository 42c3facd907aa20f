/**
 * The fetched-image cache on disk, as src/pipeline/detect/remote-cache.ts defines it:
 * `<data>/cache/images/manifest.json` and `<data>/cache/images/<sha256>.<ext>`.
 */
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseRemoteManifest, REMOTE_CACHE_DIR, REMOTE_MANIFEST_FILE, type RemoteCacheEntry, type RemoteManifest } from '../../src/pipeline/detect/remote-cache';
import { locateCacheFile } from '../../src/pipeline/node/data-files';
import { writeFileAtomic } from '../../src/lib/node/atomic-write';

export const cacheFolder = (dataDir: string) => path.join(dataDir, REMOTE_CACHE_DIR);

export function readManifest(dataDir: string): RemoteManifest {
  const file = path.join(dataDir, REMOTE_MANIFEST_FILE);
  return parseRemoteManifest(existsSync(file) ? readFileSync(file, 'utf8') : null);
}

/** Serializes with sorted keys, so a re-run that changes nothing rewrites nothing and diffs stay small. */
export function renderManifest(manifest: RemoteManifest): string {
  const entries: Record<string, RemoteCacheEntry> = {};
  for (const key of Object.keys(manifest.entries).sort()) entries[key] = manifest.entries[key] as RemoteCacheEntry;
  return `${JSON.stringify({ version: manifest.version, entries }, null, 2)}\n`;
}

export function writeManifest(dataDir: string, manifest: RemoteManifest): void {
  const file = path.join(dataDir, REMOTE_MANIFEST_FILE);
  const text = renderManifest(manifest);
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return;
  writeFileAtomic(file, text);
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** True when the file at `relative` (under the data folder) is an ordinary file of the cache with these bytes' hash. */
function holdsHash(dataDir: string, relative: string, hash: string): boolean {
  const location = locateCacheFile(dataDir, relative);
  return location.status === 'file' && sha256(readFileSync(location.absolutePath)) === hash;
}

/**
 * Stores validated bytes under their hash; the same bytes always land in the same file. Whatever
 * else sits under that name (a link, a changed file) is replaced: the rename writes over the
 * name itself, never through a link.
 */
export function storeImage(dataDir: string, bytes: Uint8Array, extension: string): { file: string; sha256: string } {
  const hash = sha256(bytes);
  const file = `${hash}.${extension}`;
  const target = path.join(cacheFolder(dataDir), file);
  if (!holdsHash(dataDir, `${REMOTE_CACHE_DIR}/${file}`, hash)) {
    if (lstatOrNull(target)?.isDirectory()) rmSync(target, { recursive: true, force: true });
    // Verified by its hash on every read: a power cut costs a fetch, not a wrong picture.
    writeFileAtomic(target, bytes, { flush: false });
  }
  return { file, sha256: hash };
}

function lstatOrNull(file: string) {
  try {
    return lstatSync(file);
  } catch {
    return null;
  }
}

/**
 * True when the entry's file is on disk with the bytes its hash promises, as an ordinary file
 * (not a link, as the data check requires): anything else is downloaded again.
 */
export function entryFileIntact(dataDir: string, entry: RemoteCacheEntry): boolean {
  return holdsHash(dataDir, `${REMOTE_CACHE_DIR}/${entry.file}`, entry.sha256);
}
