/**
 * Reading files under the data folder (Node only; the rules never touch the disk). Every
 * surprise the file system can hold is an answer with a sentence for the editor, never an
 * exception: a missing file, a folder where a file should be, a named pipe, a file that cannot
 * be opened, and links (symlinks) that point outside the data folder or to nothing.
 */
import { closeSync, lstatSync, openSync, readFileSync, readSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FileProbe } from '../detect/logos';

export type DataFileLocation = { status: 'file'; absolutePath: string } | { status: 'missing' } | { status: 'refused'; reason: string };

export type DataFileRead = { status: 'read'; bytes: Uint8Array } | { status: 'missing' } | { status: 'refused'; reason: string } | { status: 'too-large'; size: number };

function errorCode(error: unknown): string {
  return (error as { code?: string }).code ?? 'unknown error';
}

function cannotOpen(error: unknown): string {
  const code = errorCode(error);
  if (code === 'EACCES' || code === 'EPERM') return 'cannot be opened: permission denied; make the file readable (or copy it again into the data folder)';
  if (code === 'ELOOP') return 'is a link that points to itself in a loop; replace it with the file itself';
  if (code === 'ENAMETOOLONG') return 'has a name too long for the file system; use a shorter file name';
  return `cannot be opened (${code}); check that it is an ordinary file and that nothing else has it locked`;
}

const realDataDirs = new Map<string, string | null>();

function realDataDir(dataDir: string): string | null {
  if (!realDataDirs.has(dataDir)) {
    try {
      realDataDirs.set(dataDir, realpathSync(dataDir));
    } catch {
      realDataDirs.set(dataDir, null);
    }
  }
  return realDataDirs.get(dataDir) ?? null;
}

/**
 * Finds a file under the data folder by its path relative to it. Links are resolved to their
 * real path, which must still be inside the data folder, so nothing outside it is ever read
 * or published. A sheet that cannot be read so is reported under the rule 'file-refused'.
 */
export function locateDataFile(dataDir: string, relativePath: string): DataFileLocation {
  const absolutePath = path.join(dataDir, relativePath);
  const root = realDataDir(dataDir);
  if (root === null) return { status: 'refused', reason: 'cannot be read, because the data folder itself cannot be opened' };
  let real: string;
  try {
    lstatSync(absolutePath);
  } catch (error) {
    const code = errorCode(error);
    return code === 'ENOENT' || code === 'ENOTDIR' ? { status: 'missing' } : { status: 'refused', reason: cannotOpen(error) };
  }
  try {
    real = realpathSync(absolutePath);
  } catch (error) {
    if (errorCode(error) === 'ENOENT')
      return { status: 'refused', reason: 'is a link (shortcut) that points to a file that does not exist; put the file itself in the data folder' };
    return { status: 'refused', reason: cannotOpen(error) };
  }
  const inside = path.relative(root, real);
  if (inside === '' || inside.startsWith('..') || path.isAbsolute(inside)) {
    return { status: 'refused', reason: 'is a link (shortcut) that points outside the data folder; copy the file itself into the data folder' };
  }
  try {
    const stats = statSync(real);
    if (stats.isDirectory()) return { status: 'refused', reason: 'is a folder, not a file; move the folder away and put the file there' };
    if (!stats.isFile()) return { status: 'refused', reason: 'is not a regular file (a device, socket or pipe); put an ordinary file there' };
  } catch (error) {
    return { status: 'refused', reason: cannotOpen(error) };
  }
  return { status: 'file', absolutePath: real };
}

/**
 * Reads a whole file under the data folder, or says why it cannot. A file over `maxBytes` is
 * answered 'too-large' without being read, so it cannot exhaust memory.
 */
export function readDataFile(dataDir: string, relativePath: string, maxBytes = Infinity): DataFileRead {
  const location = locateDataFile(dataDir, relativePath);
  if (location.status !== 'file') return location;
  try {
    const { size } = statSync(location.absolutePath);
    if (size > maxBytes) return { status: 'too-large', size };
    return { status: 'read', bytes: readFileSync(location.absolutePath) };
  } catch (error) {
    return { status: 'refused', reason: cannotOpen(error) };
  }
}

/**
 * A file probe over a data folder that reads only the first bytes of each file (a format
 * sniff), caching each answer. The data check uses inspectImages (which decodes every image)
 * instead; this is the fallback when no decoded facts were gathered.
 */
export function diskProbe(dataDir: string): FileProbe {
  const cache = new Map<string, ReturnType<FileProbe>>();
  return (relativePath) => {
    const cached = cache.get(relativePath);
    if (cached !== undefined) return cached;
    const location = locateDataFile(dataDir, relativePath);
    let answer: ReturnType<FileProbe>;
    if (location.status === 'missing') answer = null;
    else if (location.status === 'refused') answer = { kind: 'refused', reason: location.reason };
    else {
      try {
        const descriptor = openSync(location.absolutePath, 'r');
        try {
          const buffer = Buffer.alloc(512);
          const length = readSync(descriptor, buffer, 0, buffer.length, 0);
          answer = buffer.subarray(0, length);
        } finally {
          closeSync(descriptor);
        }
      } catch (error) {
        answer = { kind: 'refused', reason: cannotOpen(error) };
      }
    }
    cache.set(relativePath, answer);
    return answer;
  };
}

export type CacheFileLocation = { status: 'file'; absolutePath: string; size: number } | { status: 'missing' } | { status: 'refused'; reason: string };

/**
 * Finds a file of the fetched-image cache (cache/images/ under the data folder), trusting
 * nothing but what `npm run data:fetch` writes there: ordinary folders holding ordinary files.
 * Stricter than locateDataFile, which allows a link that stays inside the data folder: here any
 * link is refused, whether it is the file, a folder on the way (cache/ or cache/images/ itself)
 * or points at a folder, and so is a hard link (a second name for a file that may live anywhere).
 * Nothing reached through a link is ever checked, linked into a page or copied into the site.
 */
export function locateCacheFile(dataDir: string, relativePath: string): CacheFileLocation {
  const parts = relativePath.split('/');
  for (let depth = 1; depth <= parts.length; depth++) {
    const partial = parts.slice(0, depth).join('/');
    const last = depth === parts.length;
    let stats: ReturnType<typeof lstatSync>;
    try {
      stats = lstatSync(path.join(dataDir, partial));
    } catch (error) {
      const code = errorCode(error);
      return code === 'ENOENT' || code === 'ENOTDIR' ? { status: 'missing' } : { status: 'refused', reason: cannotOpen(error) };
    }
    if (stats.isSymbolicLink()) {
      return {
        status: 'refused',
        reason: last
          ? 'is a link (shortcut) to something else, not a file npm run data:fetch stored; delete the link and run npm run data:fetch again'
          : `is inside data/${partial}, which is a link (shortcut) to another folder; make data/${partial} an ordinary folder again (delete the link) and run npm run data:fetch again`,
      };
    }
    if (!last) {
      if (!stats.isDirectory()) return { status: 'missing' };
      continue;
    }
    if (stats.isDirectory()) return { status: 'refused', reason: 'is a folder, not a file; delete it and run npm run data:fetch again' };
    if (!stats.isFile()) return { status: 'refused', reason: 'is not an ordinary file (a device, socket or pipe); delete it and run npm run data:fetch again' };
    if (stats.nlink > 1) {
      return {
        status: 'refused',
        reason: 'is a hard link: the same file also has another name, possibly outside the data folder; delete it and run npm run data:fetch again',
      };
    }
    return { status: 'file', absolutePath: path.join(dataDir, partial), size: stats.size };
  }
  return { status: 'missing' };
}

/**
 * True for an entry of the cache folder the build must not even list: a link of any kind (a
 * link to a folder would make the build walk that folder) or anything but a file or folder.
 * gatsby-config.ts gives it to gatsby-source-filesystem as an ignore rule.
 */
export function untrustedCacheEntry(absolutePath: string): boolean {
  try {
    const stats = lstatSync(absolutePath);
    return stats.isSymbolicLink() || !(stats.isFile() || stats.isDirectory()) || (stats.isFile() && stats.nlink > 1);
  } catch {
    return true;
  }
}

/** True when cache/ and cache/images/ under the data folder are ordinary folders (not links). */
export function cacheFolderTrusted(dataDir: string, cacheDir: string): boolean {
  const parts = cacheDir.split('/');
  return parts.every((_, index) => {
    try {
      const stats = lstatSync(path.join(dataDir, ...parts.slice(0, index + 1)));
      return stats.isDirectory() && !stats.isSymbolicLink();
    } catch {
      return false;
    }
  });
}
