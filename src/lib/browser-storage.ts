/**
 * The one way into the browser's localStorage and sessionStorage. Chrome's "Don't allow sites
 * to save data", Firefox with cookies blocked for the site and some privacy browsers make merely
 * reading `window.localStorage` throw a SecurityError; a full quota (or old Safari's private
 * mode) makes every write throw; a stored value may be damaged or of another shape. Each of these
 * is the same here as "nothing stored", never an exception: the site works without storage, and
 * `storageWorks()` tells the page whether to say that nothing is kept.
 *
 * Lint forbids `localStorage` and `sessionStorage` everywhere else in src/ (eslint.config.mjs).
 * The inline draft script (src/inline/form-draft.ts) writes through it too (compiled with it).
 * Values kept as JSON (drafts) go through stored-json.ts, a library's own store through
 * guarded-store.ts: both build on these, and only the pages that need them load them.
 */

export type StorageArea = 'local' | 'session';

/** The area, or null where there is none (the server render) or reading it throws (storage refused). */
function areaOf(area: StorageArea): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    const storage = area === 'local' ? window.localStorage : window.sessionStorage;
    return storage ?? null;
  } catch {
    return null;
  }
}

/** The text stored under `key`, or null: nothing stored, or storage refused. */
export function readStored(key: string, area: StorageArea = 'local'): string | null {
  try {
    const value = areaOf(area)?.getItem(key);
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** Stores `value` under `key`; false when it could not be kept (storage refused, quota full). */
export function writeStored(key: string, value: string, area: StorageArea = 'local'): boolean {
  const storage = areaOf(area);
  if (!storage) return false;
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Forgets `key`; false when storage is refused. */
export function removeStored(key: string, area: StorageArea = 'local'): boolean {
  const storage = areaOf(area);
  if (!storage) return false;
  try {
    storage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

const PROBE_KEY = 'padyak-storage-probe';

/** Whether this browser keeps what the site stores: false when storage is refused or every write fails. */
export function storageWorks(area: StorageArea = 'local'): boolean {
  if (!writeStored(PROBE_KEY, '1', area)) return false;
  removeStored(PROBE_KEY, area);
  return true;
}
