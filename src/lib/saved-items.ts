/**
 * The saved list: shops, brands and listings a visitor wants to come back to.
 *
 * Pure logic only (no React, no storage of its own). The same list lives in
 * localStorage on every device and, for a signed-in visitor, in the account's
 * user metadata. Two copies can change apart (a phone offline, a laptop), so
 * each item is a last-writer-wins record: saving or removing stamps the time,
 * and a merge keeps, per item, the newest stamp. A removal is kept for a while
 * as a "tombstone" so that merging with an older copy does not bring it back.
 */
export type SavedKind = 'shop' | 'brand' | 'listing';

export const SAVED_KINDS: readonly SavedKind[] = ['shop', 'brand', 'listing'];

/** What a save toggle knows about its listing. `id` is the pipeline's id. */
export interface SavedRef {
  kind: SavedKind;
  id: string;
  name: string;
}

export interface SavedEntry extends SavedRef {
  /** false: a tombstone, the visitor removed it. */
  saved: boolean;
  /** When it was last saved or removed, in ms since the epoch. */
  at: number;
}

/** What is written to localStorage and to the account's metadata. */
export interface SavedDocument {
  version: 1;
  entries: SavedEntry[];
}

export const SAVED_STORAGE_KEY = 'padyak-hub-saved';
/** The key inside the account's user metadata (auth.updateUser({ data: { [key]: … } })). */
export const SAVED_METADATA_KEY = 'padyakHubSaved';

/**
 * The account copy travels inside every access token (the backend puts user
 * metadata in the JWT), so the list is bounded: enough for any real use, small
 * enough to keep tokens a few KB.
 */
export const MAX_SAVED = 200;
export const MAX_TOMBSTONES = 50;
export const TOMBSTONE_TTL_MS = 90 * 24 * 60 * 60 * 1000;

export function savedKey(ref: Pick<SavedRef, 'kind' | 'id'>): string {
  return `${ref.kind}:${ref.id}`;
}

export function isSaved(entries: readonly SavedEntry[], ref: Pick<SavedRef, 'kind' | 'id'>): boolean {
  const key = savedKey(ref);
  return entries.some((entry) => entry.saved && savedKey(entry) === key);
}

/** The saved items, newest first (tombstones left out). */
export function savedItems(entries: readonly SavedEntry[]): SavedEntry[] {
  return entries.filter((entry) => entry.saved).sort((a, b) => b.at - a.at || a.name.localeCompare(b.name));
}

/** Save or remove one item, stamped `now`. Returns a new list. */
export function setSaved(entries: readonly SavedEntry[], ref: SavedRef, saved: boolean, now: number): SavedEntry[] {
  const key = savedKey(ref);
  const rest = entries.filter((entry) => savedKey(entry) !== key);
  return prune([...rest, { kind: ref.kind, id: ref.id, name: ref.name, saved, at: now }], now);
}

/** Newer stamp wins; on a tie a removal wins, so a merge never resurrects what was removed at the same instant. */
function newer(a: SavedEntry, b: SavedEntry): SavedEntry {
  if (a.at !== b.at) return a.at > b.at ? a : b;
  if (a.saved !== b.saved) return a.saved ? b : a;
  return a.name <= b.name ? a : b; // any fixed rule, so every device picks the same record
}

/** Merge two copies of the list (device and account). Commutative and idempotent. */
export function mergeSaved(a: readonly SavedEntry[], b: readonly SavedEntry[], now: number): SavedEntry[] {
  const byKey = new Map<string, SavedEntry>();
  for (const entry of [...a, ...b]) {
    const key = savedKey(entry);
    const seen = byKey.get(key);
    byKey.set(key, seen ? newer(seen, entry) : entry);
  }
  return prune([...byKey.values()], now);
}

/** Drop old tombstones and keep the list within its bounds (oldest dropped first). */
export function prune(entries: readonly SavedEntry[], now: number): SavedEntry[] {
  const byNewest = (x: SavedEntry, y: SavedEntry) => y.at - x.at || savedKey(x).localeCompare(savedKey(y));
  const saved = entries
    .filter((entry) => entry.saved)
    .sort(byNewest)
    .slice(0, MAX_SAVED);
  const tombstones = entries
    .filter((entry) => !entry.saved && now - entry.at < TOMBSTONE_TTL_MS)
    .sort(byNewest)
    .slice(0, MAX_TOMBSTONES);
  return [...saved, ...tombstones].sort(byNewest);
}

/** True when both lists hold the same records (order aside): no need to write. */
export function sameSaved(a: readonly SavedEntry[], b: readonly SavedEntry[]): boolean {
  if (a.length !== b.length) return false;
  const byKey = new Map(a.map((entry) => [savedKey(entry), entry]));
  return b.every((entry) => {
    const other = byKey.get(savedKey(entry));
    return other !== undefined && other.saved === entry.saved && other.at === entry.at && other.name === entry.name;
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseEntry(value: unknown): SavedEntry | null {
  if (!isRecord(value)) return null;
  const { kind, id, name, saved, at } = value;
  if (typeof kind !== 'string' || !(SAVED_KINDS as readonly string[]).includes(kind)) return null;
  if (typeof id !== 'string' || id.length === 0 || id.length > 200) return null;
  if (typeof saved !== 'boolean' || typeof at !== 'number' || !Number.isFinite(at)) return null;
  const label = typeof name === 'string' && name.trim() ? name.slice(0, 200) : id;
  return { kind: kind as SavedKind, id, name: label, saved, at };
}

/**
 * Read a stored document (localStorage text already parsed, or the metadata
 * value). Anything malformed is dropped entry by entry, never thrown: a
 * hand-edited or older copy must not break the page.
 */
export function parseSavedDocument(value: unknown): SavedEntry[] {
  if (!isRecord(value) || value.version !== 1 || !Array.isArray(value.entries)) return [];
  const entries: SavedEntry[] = [];
  for (const raw of value.entries) {
    const entry = parseEntry(raw);
    if (entry) entries.push(entry);
  }
  // Duplicates in a damaged copy fold the same way a merge does.
  return mergeSaved(entries, [], Math.max(0, ...entries.map((entry) => entry.at)));
}

export function toSavedDocument(entries: readonly SavedEntry[]): SavedDocument {
  return { version: 1, entries: entries.map(({ kind, id, name, saved, at }) => ({ kind, id, name, saved, at })) };
}

/** localStorage helpers; `storage` is injected so tests and SSR can pass their own. */
export function readSavedFromStorage(storage: Pick<Storage, 'getItem'> | undefined): SavedEntry[] {
  if (!storage) return [];
  try {
    const text = storage.getItem(SAVED_STORAGE_KEY);
    return text ? parseSavedDocument(JSON.parse(text)) : [];
  } catch {
    return [];
  }
}

export function writeSavedToStorage(storage: Pick<Storage, 'setItem'> | undefined, entries: readonly SavedEntry[]): void {
  if (!storage) return;
  try {
    storage.setItem(SAVED_STORAGE_KEY, JSON.stringify(toSavedDocument(entries)));
  } catch {
    // Private mode or a full quota: the list still works for this visit.
  }
}

/** The account copy, from a user's metadata object (`user.user_metadata`). */
export function savedFromMetadata(metadata: unknown): SavedEntry[] {
  return isRecord(metadata) ? parseSavedDocument(metadata[SAVED_METADATA_KEY]) : [];
}
