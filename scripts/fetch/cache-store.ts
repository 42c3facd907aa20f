/**
 * The fetched-image cache on disk, as src/pipeline/remote-cache.ts defines it:
 * `<data>/cache/images/manifest.json` and `<data>/cache/images/<sha256>.<ext>`.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseRemoteManifest, REMOTE_CACHE_DIR, REMOTE_MANIFEST_FILE, type RemoteCacheEntry, type RemoteManifest } from '../../src/pipeline/remote-cache';
import { writeFileAtomic } from './atomic-file';

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

/** Stores validated bytes under their hash; the same bytes always land in the same file. */
export function storeImage(dataDir: string, bytes: Uint8Array, extension: string): { file: string; sha256: string } {
  const hash = sha256(bytes);
  const file = `${hash}.${extension}`;
  const target = path.join(cacheFolder(dataDir), file);
  if (!existsSync(target)) writeFileAtomic(target, bytes);
  return { file, sha256: hash };
}

/** True when the entry's file is on disk with the bytes its hash promises. */
export function entryFileIntact(dataDir: string, entry: RemoteCacheEntry): boolean {
  const target = path.join(cacheFolder(dataDir), entry.file);
  return existsSync(target) && sha256(readFileSync(target)) === entry.sha256;
}
