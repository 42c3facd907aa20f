/**
 * Node-only: looks at files under a data folder for the logo and picture rules. Kept apart
 * from logos.ts so the rules themselves carry no file-system code and also run in a browser.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import path from 'node:path';
import type { FileProbe } from './logos';

/** A file probe over a data folder, caching each file's answer. */
export function diskProbe(dataDir: string): FileProbe {
  const cache = new Map<string, Uint8Array | null>();
  return (relativePath) => {
    const cached = cache.get(relativePath);
    if (cached !== undefined) return cached;
    let head: Uint8Array | null = null;
    try {
      const descriptor = openSync(path.join(dataDir, relativePath), 'r');
      try {
        const buffer = Buffer.alloc(512);
        const length = readSync(descriptor, buffer, 0, buffer.length, 0);
        head = buffer.subarray(0, length);
      } finally {
        closeSync(descriptor);
      }
    } catch {
      head = null;
    }
    cache.set(relativePath, head);
    return head;
  };
}
