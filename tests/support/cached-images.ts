/**
 * Writes images into a data folder's fetched-image cache exactly as the contract in
 * src/pipeline/detect/remote-cache.ts lays it out (`<sha256>.<ext>` files and manifest.json), for
 * offline builds of prepared data: the end-to-end build test and the logo-bytes benchmark.
 * It fetches nothing: the bytes are given. `npm run data:fetch` is what fills the cache for real.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {
  REMOTE_CACHE_DIR,
  REMOTE_MANIFEST_FILE,
  emptyRemoteManifest,
  parseRemoteManifest,
  remoteManifestSchema,
  type RemoteCacheEntry,
} from '../../src/pipeline/detect/remote-cache';
import { writeFileAtomic } from '../../src/lib/node/atomic-write';

const EXTENSION_OF: Record<string, { ext: string; mediaType: RemoteCacheEntry['mediaType'] }> = {
  png: { ext: 'png', mediaType: 'image/png' },
  jpeg: { ext: 'jpg', mediaType: 'image/jpeg' },
  webp: { ext: 'webp', mediaType: 'image/webp' },
  heif: { ext: 'avif', mediaType: 'image/avif' },
  gif: { ext: 'gif', mediaType: 'image/gif' },
};

/** Stores each address's bytes in `dataDir`'s cache and records it in the manifest (kept entries stay). */
export async function writeCachedImages(dataDir: string, images: readonly { url: string; bytes: Buffer }[], fetchedAt = new Date().toISOString()): Promise<void> {
  const cacheDir = path.join(dataDir, REMOTE_CACHE_DIR);
  mkdirSync(cacheDir, { recursive: true });
  const manifestPath = path.join(dataDir, REMOTE_MANIFEST_FILE);
  const manifest = existsSync(manifestPath) ? parseRemoteManifest(readFileSync(manifestPath, 'utf8')) : emptyRemoteManifest();
  for (const { url, bytes } of images) {
    const metadata = await sharp(bytes).metadata();
    const kind = EXTENSION_OF[metadata.format ?? ''];
    if (!kind || !metadata.width || !metadata.height) throw new Error(`the bytes given for ${url} are not a PNG, JPEG, WebP, AVIF or GIF image`);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const file = `${sha256}.${kind.ext}`;
    writeFileAtomic(path.join(cacheDir, file), bytes, { flush: false });
    manifest.entries[url] = { file, sha256, mediaType: kind.mediaType, bytes: bytes.length, width: metadata.width, height: metadata.height, fetchedAt };
  }
  writeFileAtomic(manifestPath, `${JSON.stringify(remoteManifestSchema.parse(manifest), null, 2)}\n`);
}
