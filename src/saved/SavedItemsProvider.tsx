import * as React from 'react';
import {
  SAVED_METADATA_KEY,
  SAVED_STORAGE_KEY,
  isSaved as isSavedIn,
  mergeSaved,
  readSavedFromStorage,
  sameSaved,
  savedFromMetadata,
  setSaved as setSavedIn,
  toSavedDocument,
  writeSavedToStorage,
  type SavedEntry,
  type SavedRef,
} from '../lib/saved-items';
import { useToast } from '../hooks/use-toast';
import { useOptionalAuth } from '../auth/AuthProvider';
import { readStored, storageWorks, writeStored } from '../lib/browser-storage';

export interface SavedItemsValue {
  /** Every record, tombstones included; use savedItems() for what to show. */
  entries: SavedEntry[];
  /** False until the device's list has been read (during the static render and hydration). */
  ready: boolean;
  /** True while the list is being merged with the signed-in account. */
  syncing: boolean;
  /** False where the browser keeps nothing (storage refused): the list then lasts only while the page is open. */
  kept: boolean;
  isSaved(ref: Pick<SavedRef, 'kind' | 'id'>): boolean;
  setSaved(ref: SavedRef, saved: boolean): void;
  toggle(ref: SavedRef): void;
}

const inert: SavedItemsValue = {
  entries: [],
  ready: false,
  syncing: false,
  kept: true,
  isSaved: () => false,
  setSaved: () => undefined,
  toggle: () => undefined,
};

const SavedItemsContext = React.createContext<SavedItemsValue>(inert);

export function useSavedItems(): SavedItemsValue {
  return React.useContext(SavedItemsContext);
}

/** The device's storage, through the guarded helper: refused or full, it reads as empty and writes nothing. */
const device = {
  getItem: (key: string) => readStored(key),
  setItem: (key: string, value: string) => void writeStored(key, value),
};

/**
 * The list as this device keeps it: read from storage once the page has started, written on every
 * change (`commit`), and merged with what another tab writes. `entriesRef` is the latest list, for callbacks.
 */
function useDeviceSavedList() {
  const [entries, setEntries] = React.useState<SavedEntry[]>([]);
  const [ready, setReady] = React.useState(false);
  const [kept, setKept] = React.useState(true);
  const entriesRef = React.useRef<SavedEntry[]>([]);

  const commit = React.useCallback((next: SavedEntry[]) => {
    entriesRef.current = next;
    setEntries(next);
    writeSavedToStorage(device, next);
  }, []);

  React.useEffect(() => {
    setKept(storageWorks());
    const initial = readSavedFromStorage(device);
    entriesRef.current = initial;
    setEntries(initial);
    setReady(true);
    // Another tab changed the list: take the union, newest record per item.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== SAVED_STORAGE_KEY) return;
      const merged = mergeSaved(entriesRef.current, readSavedFromStorage(device), Date.now());
      entriesRef.current = merged;
      setEntries(merged);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  return { entries, ready, kept, entriesRef, commit };
}

type DeviceSavedList = ReturnType<typeof useDeviceSavedList>;

/**
 * The merge with the signed-in account's copy: `sync` reads the account's copy fresh, merges, and
 * writes both sides. One run at a time; changes meanwhile run it again. A failure says so in a toast.
 */
function useAccountSync(auth: ReturnType<typeof useOptionalAuth>, { entriesRef, commit }: Pick<DeviceSavedList, 'entriesRef' | 'commit'>) {
  const { toast } = useToast();
  const [syncing, setSyncing] = React.useState(false);
  const running = React.useRef(false);
  const again = React.useRef(false);
  // The auth functions change with every session update; sync reads the latest through a ref.
  const authRef = React.useRef(auth);
  authRef.current = auth;

  const sync = React.useCallback(async () => {
    if (!authRef.current) return;
    if (running.current) {
      again.current = true;
      return;
    }
    running.current = true;
    setSyncing(true);
    try {
      do {
        again.current = false;
        const current = authRef.current;
        if (!current?.user) return;
        const { user, error } = await current.getUser();
        if (error || !user) {
          if (error) toast({ title: 'Saved on this device only', description: error.message });
          return;
        }
        const account = savedFromMetadata(user.user_metadata);
        const merged = mergeSaved(entriesRef.current, account, Date.now());
        if (!sameSaved(merged, entriesRef.current)) commit(merged);
        if (!sameSaved(merged, account)) {
          const result = await current.updateUserData({ [SAVED_METADATA_KEY]: toSavedDocument(merged) });
          if (result.error) {
            toast({ title: 'Saved on this device only', description: result.error.message });
            return;
          }
        }
      } while (again.current);
    } finally {
      running.current = false;
      setSyncing(false);
    }
  }, [toast, commit, entriesRef]);

  return { syncing, sync };
}

/**
 * The saved list for everyone, on the device (localStorage); for a signed-in
 * visitor also on the account (user metadata), merged both ways whenever the
 * visitor signs in, comes back with a session, or changes the list.
 */
export function SavedItemsProvider({ children }: { children: React.ReactNode }) {
  const auth = useOptionalAuth();
  const { entries, ready, kept, entriesRef, commit } = useDeviceSavedList();
  const { syncing, sync } = useAccountSync(auth, { entriesRef, commit });
  const userId = auth?.user?.id ?? null;

  // Signing in (or coming back with a session) merges the device's list with the account's.
  React.useEffect(() => {
    if (ready && userId) void sync();
  }, [ready, userId, sync]);

  const setSaved = React.useCallback(
    (ref: SavedRef, saved: boolean) => {
      commit(setSavedIn(entriesRef.current, ref, saved, Date.now()));
      if (userId) void sync();
    },
    [commit, sync, userId, entriesRef],
  );

  const value = React.useMemo<SavedItemsValue>(
    () => ({
      entries,
      ready,
      syncing,
      kept,
      isSaved: (ref) => isSavedIn(entries, ref),
      setSaved,
      toggle: (ref) => setSaved(ref, !isSavedIn(entriesRef.current, ref)),
    }),
    [entries, ready, syncing, kept, setSaved, entriesRef],
  );

  return <SavedItemsContext.Provider value={value}>{children}</SavedItemsContext.Provider>;
}
