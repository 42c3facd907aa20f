import { readStored, removeStored, writeStored, type StorageArea } from './browser-storage';

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
