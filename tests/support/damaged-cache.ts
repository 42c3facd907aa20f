/**
 * A fetched-image cache with one good copy and every way a copy can be untrustworthy (issue 22,
 * items 7 and 12), written straight into a data folder's cache/images/ with the manifest entries
 * pointing at them. Used by the data check's unit test and the end-to-end build over the same
 * entries. Our own inputs: solid colour PNGs and a crafted PNG header, never real logos.
 */
import { createHash } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { REMOTE_CACHE_DIR, REMOTE_MANIFEST_FILE, type RemoteCacheEntry, type RemoteManifest } from '../../src/pipeline/detect/remote-cache';

export interface CacheCase {
  /** Used in the brand's name ("Sample Cache <slug>") and the address. */
  slug: string;
  url: string;
  /** The cached file's name in cache/images/. */
  file: string;
  /** What the data check says about it at the row; null for the good copy, which is shown. */
  finding: RegExp | null;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A flat-colour PNG of the given size. */
export function solidPng(width: number, height: number, color: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid PNG of side × side pixels, 1-bit grey, every pixel black: far over the size limit on a
 * side and over sharp's default pixel limit, yet only ~50 KB, as a decompression bomb is.
 */
export function hugePng(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rowBytes = 1 + Math.ceil(side / 8); // a filter byte, then the packed pixels
  const pixels = deflateSync(Buffer.alloc(rowBytes * side), { level: 9 });
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

function entryFor(bytes: Buffer, width: number, height: number): RemoteCacheEntry {
  const hash = sha256(bytes);
  return { file: `${hash}.png`, sha256: hash, mediaType: 'image/png', bytes: bytes.length, width, height, fetchedAt: '2026-11-20T00:00:00.000Z' };
}

/**
 * Writes the cases into `dataDir` (creating its cache folder and adding to its manifest), with the
 * files links point at in `outsideDir` (a folder outside the data folder, on the same disk).
 * `urlFor(slug)` gives each case its address.
 */
export async function writeDamagedCache(dataDir: string, outsideDir: string, urlFor: (slug: string) => string): Promise<CacheCase[]> {
  const cacheDir = path.join(dataDir, REMOTE_CACHE_DIR);
  mkdirSync(cacheDir, { recursive: true });
  mkdirSync(outsideDir, { recursive: true });
  const manifestPath = path.join(dataDir, REMOTE_MANIFEST_FILE);
  let manifest: RemoteManifest = { version: 1, entries: {} };
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as RemoteManifest;
  } catch {
    // no manifest yet
  }
  const cases: CacheCase[] = [];
  const add = (slug: string, entry: RemoteCacheEntry, finding: RegExp | null) => {
    const url = urlFor(slug);
    manifest.entries[url] = entry;
    cases.push({ slug, url, file: entry.file, finding });
  };
  const cached = (file: string) => path.join(cacheDir, file);

  // The good copy, as data:fetch stores it: it is shown.
  const good = await solidPng(200, 100, '#1f6feb');
  const goodEntry = entryFor(good, 200, 100);
  writeFileSync(cached(goodEntry.file), good);
  add('good', goodEntry, null);

  // A link to a file outside the data folder, whose bytes match the manifest exactly.
  const secret = await solidPng(210, 100, '#c0392b');
  writeFileSync(path.join(outsideDir, 'secret.png'), secret);
  const secretEntry = entryFor(secret, 210, 100);
  symlinkSync(path.join(outsideDir, 'secret.png'), cached(secretEntry.file));
  add('outside-link', secretEntry, /is a link \(shortcut\) to something else, not a file npm run data:fetch stored; delete the link/);

  // A link to a file inside the data folder (still not a file data:fetch wrote).
  const inside = await solidPng(220, 100, '#2f7d5b');
  mkdirSync(path.join(dataDir, 'logos'), { recursive: true });
  writeFileSync(path.join(dataDir, 'logos', 'sample-cache-link-target.png'), inside);
  const insideEntry = entryFor(inside, 220, 100);
  symlinkSync(path.join('..', '..', 'logos', 'sample-cache-link-target.png'), cached(insideEntry.file));
  add('inside-link', insideEntry, /is a link \(shortcut\)/);

  // A link to a folder outside the data folder, under an image's name.
  const folderEntry = entryFor(await solidPng(230, 100, '#8e44ad'), 230, 100);
  mkdirSync(path.join(outsideDir, 'folder'));
  writeFileSync(path.join(outsideDir, 'folder', 'private.png'), secret);
  symlinkSync(path.join(outsideDir, 'folder'), cached(folderEntry.file));
  add('folder-link', folderEntry, /is a link \(shortcut\)/);

  // A hard link: a second name for a file outside the data folder.
  const shared = await solidPng(240, 100, '#d35400');
  writeFileSync(path.join(outsideDir, 'shared.png'), shared);
  const sharedEntry = entryFor(shared, 240, 100);
  linkSync(path.join(outsideDir, 'shared.png'), cached(sharedEntry.file));
  add('hard-link', sharedEntry, /is a hard link/);

  // A Git LFS pointer behind a PNG signature, where the image data:fetch stored should be.
  const lfsOriginal = await solidPng(250, 100, '#16a085');
  const lfsEntry = entryFor(lfsOriginal, 250, 100);
  writeFileSync(
    cached(lfsEntry.file),
    Buffer.concat([lfsOriginal.subarray(0, 8), Buffer.from(`version https://git-lfs.github.com/spec/v1\noid sha256:${lfsEntry.sha256}\nsize ${lfsOriginal.length}\n`)]),
  );
  add('lfs-pointer', lfsEntry, /is a Git LFS placeholder .*not the image itself; run git lfs pull/);

  // A valid PNG of 20000 × 20000 px, recorded in the manifest as it is (size, hash and dimensions).
  const huge = hugePng(20_000);
  const hugeEntry = entryFor(huge, 20_000, 20_000);
  writeFileSync(cached(hugeEntry.file), huge);
  add('huge', hugeEntry, /is 20000 × 20000 px, too large to show: over the 4096 px limit on a side/);

  // One byte changed: the same size, another sha256.
  const changedOriginal = await solidPng(260, 100, '#7f8c8d');
  const changedEntry = entryFor(changedOriginal, 260, 100);
  const changed = Buffer.from(changedOriginal);
  changed[changed.length - 20] = (changed[changed.length - 20] ?? 0) ^ 0xff;
  writeFileSync(cached(changedEntry.file), changed);
  add('changed', changedEntry, /has changed since npm run data:fetch stored it/);

  // Cut short half way.
  const cutOriginal = await solidPng(270, 100, '#2c3e50');
  const cutEntry = entryFor(cutOriginal, 270, 100);
  writeFileSync(cached(cutEntry.file), cutOriginal.subarray(0, Math.floor(cutOriginal.length / 2)));
  add('truncated', cutEntry, /is \d+ bytes, not the \d+ bytes npm run data:fetch stored \(it was cut short\)/);

  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  return cases;
}
