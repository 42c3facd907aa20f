/**
 * The fetched-image cache: the contract between `npm run data:fetch` (which writes it, online,
 * run by an editor) and everything that reads it offline (the data check, the Gatsby build).
 *
 * Layout, under the data folder and committed with the data:
 *
 *   cache/images/manifest.json          one entry per remote address ever fetched successfully
 *   cache/images/<sha256>.<ext>         the validated bytes, named by the sha256 of the stored file
 *
 * An SVG is never stored as supplied: data:fetch rasterizes it to PNG, and the entry's
 * `mediaType` is that of the stored file (`sourceMediaType` records what the server sent).
 *
 * Pure: no file-system access here, so the same code runs in the browser. Reading the
 * manifest from disk belongs to the caller.
 */
import { z } from '../entities/zod';

/** Where the cache lives, relative to the data folder. */
export const REMOTE_CACHE_DIR = 'cache/images';
export const REMOTE_MANIFEST_FILE = `${REMOTE_CACHE_DIR}/manifest.json`;
export const REMOTE_MANIFEST_VERSION = 1;

/**
 * The limits a fetched image must keep, when data:fetch stores it and again whenever the data
 * check or the build reads the stored copy: the build decodes every pixel, and a bigger image
 * would stall or stop it.
 */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_SIDE = 4096;

/** The sentence for an image over the size limit on a side, or null within it. Valid and too large is not "damaged". */
export function imageTooLargeProblem(width: number, height: number): string | null {
  if (width <= MAX_IMAGE_SIDE && height <= MAX_IMAGE_SIDE) return null;
  return `the image is ${width} × ${height} px, too large: over the ${MAX_IMAGE_SIDE} px limit on a side`;
}

/** The sentence for a file over the byte limit, or null within it. */
export function imageFileTooLargeProblem(bytes: number): string | null {
  if (bytes <= MAX_IMAGE_BYTES) return null;
  return `the image is ${(bytes / 1048576).toFixed(1)} MB, over the ${MAX_IMAGE_BYTES / 1048576} MB limit`;
}

export const remoteCacheEntrySchema = z.object({
  /** File name inside REMOTE_CACHE_DIR: `<sha256>.<ext>`. */
  file: z.string().regex(/^[a-f0-9]{64}\.(png|jpg|webp|avif|gif)$/),
  /** sha256 (hex) of the stored file's bytes. */
  sha256: z.string().regex(/^[a-f0-9]{64}$/),
  /** Media type of the stored file, sniffed from its bytes (never the server's Content-Type). */
  mediaType: z.enum(['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/gif']),
  /** Media type the server's bytes were sniffed as, when it differs (e.g. image/svg+xml, rasterized). */
  sourceMediaType: z.string().optional(),
  bytes: z.number().int().positive(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** ISO 8601 time of the last successful fetch or revalidation (a 304 updates it). */
  fetchedAt: z.string(),
  /** The address the bytes finally came from, after redirects. */
  finalUrl: z.string().optional(),
  etag: z.string().nullable().optional(),
  lastModified: z.string().nullable().optional(),
});
export type RemoteCacheEntry = z.infer<typeof remoteCacheEntrySchema>;

export const remoteManifestSchema = z.object({
  version: z.literal(REMOTE_MANIFEST_VERSION),
  /** Keyed by the address exactly as the pipeline normalizes the cell (checkLink's `url`). */
  entries: z.record(z.string(), remoteCacheEntrySchema),
});
export type RemoteManifest = z.infer<typeof remoteManifestSchema>;

export function emptyRemoteManifest(): RemoteManifest {
  return { version: REMOTE_MANIFEST_VERSION, entries: {} };
}

/** Parses manifest JSON text; an absent manifest is `emptyRemoteManifest()`, a broken one throws with a readable message. */
export function parseRemoteManifest(text: string | null): RemoteManifest {
  if (text === null) return emptyRemoteManifest();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${REMOTE_MANIFEST_FILE} is not valid JSON (${(error as Error).message}); run npm run data:fetch again to rebuild it`);
  }
  const parsed = remoteManifestSchema.safeParse(json);
  if (!parsed.success) {
    throw new Error(`${REMOTE_MANIFEST_FILE} is not a manifest this version understands; run npm run data:fetch again to rebuild it`);
  }
  return parsed.data;
}

/** The cached file for an address, as a path relative to the data folder, or null when not fetched yet. */
export function cachedFileFor(manifest: RemoteManifest, url: string): string | null {
  const entry = manifest.entries[url];
  return entry ? `${REMOTE_CACHE_DIR}/${entry.file}` : null;
}
