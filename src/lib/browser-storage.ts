/**
 * The one way into the browser's localStorage and sessionStorage. Chrome's "Don't allow sites
 * to save data", Firefox with cookies blocked for the site and some privacy browsers make merely
 * reading `window.localStorage` throw a SecurityError; a full quota (or old Safari's private
 * mode) makes every write throw; a stored value may be damaged or of another shape. Each of these
 * is the same here as "nothing stored", never an exception: the site works without storage, and
 * `storageWorks()` tells the page whether to say that nothing is kept.
 *
 * Lint forbids `localStorage` and `sessionStorage` everywhere else in src/ (eslint.config.mjs).
 * The inline draft script (draft-script.ts) cannot import this: it guards itself the same way.
 */

export type StorageArea = 'local' | 'session';

/** A type guard: what a stored value must be to be used. */
export type StoredShape<T> = (value: unknown) => value is T;

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

/**
 * The JSON value stored under `key` when it has the shape `shape` asks for; null otherwise. A
 * value that does not parse or has another shape is removed, so the next write starts clean.
 */
export function readStoredJson<T>(key: string, shape: StoredShape<T>, area: StorageArea = 'local'): T | null {
  const text = readStored(key, area);
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (shape(value)) return value;
  } catch {
    // Damaged: dropped below, like a value of the wrong shape.
  }
  removeStored(key, area);
  return null;
}

/** Stores `value` as JSON; false when it could not be kept. */
export function writeStoredJson(key: string, value: unknown, area: StorageArea = 'local'): boolean {
  let text: string;
  try {
    text = JSON.stringify(value);
  } catch {
    return false;
  }
  return writeStored(key, text, area);
}

const PROBE_KEY = 'padyak-storage-probe';

/** Whether this browser keeps what the site stores: false when storage is refused or every write fails. */
export function storageWorks(area: StorageArea = 'local'): boolean {
  if (!writeStored(PROBE_KEY, '1', area)) return false;
  removeStored(PROBE_KEY, area);
  return true;
}

/** A plain object whose every value is a string (a form's draft: answers by field name). */
export function isStringRecord(value: unknown): value is Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return false;
  return Object.values(value).every((entry) => typeof entry === 'string');
}

/** What supabase-js asks of the storage it is given (its SupportedStorage). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * A store for a library that expects storage to work (supabase-js): localStorage through the
 * guards above, and what it cannot keep there held in memory for this visit. Never throws.
 */
export function guardedStore(area: StorageArea = 'local'): KeyValueStore {
  const memory = new Map<string, string>();
  return {
    getItem: (key) => memory.get(key) ?? readStored(key, area),
    setItem: (key, value) => {
      if (writeStored(key, value, area)) memory.delete(key);
      else memory.set(key, value);
    },
    removeItem: (key) => {
      memory.delete(key);
      removeStored(key, area);
    },
  };
}
