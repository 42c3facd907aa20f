import fc from 'fast-check';
import {
  MAX_SAVED,
  MAX_TOMBSTONES,
  SAVED_STORAGE_KEY,
  TOMBSTONE_TTL_MS,
  isSaved,
  mergeSaved,
  parseSavedDocument,
  readSavedFromStorage,
  sameSaved,
  savedFromMetadata,
  savedItems,
  setSaved,
  toSavedDocument,
  writeSavedToStorage,
  type SavedEntry,
  type SavedRef,
} from '../../../src/lib/saved-items';

const shop: SavedRef = { kind: 'shop', id: 'antipolo-bike-hub-antipolo', name: 'Antipolo Bike Hub' };
const brand: SavedRef = { kind: 'brand', id: 'giro', name: 'Giro' };
const fitter: SavedRef = { kind: 'listing', id: 'bike-fitters-fit-ph', name: 'Fit PH' };
const T = 1_764_000_000_000;

describe('saving and removing', () => {
  it('saves, reports saved, and lists newest first', () => {
    let list = setSaved([], shop, true, T);
    list = setSaved(list, brand, true, T + 1);
    expect(isSaved(list, shop)).toBe(true);
    expect(isSaved(list, { kind: 'brand', id: 'giro' })).toBe(true);
    expect(savedItems(list).map((entry) => entry.name)).toEqual(['Giro', 'Antipolo Bike Hub']);
  });

  it('keys by kind and id: a brand and a shop with the same id are different items', () => {
    const list = setSaved([], { kind: 'brand', id: 'same', name: 'Brand' }, true, T);
    expect(isSaved(list, { kind: 'shop', id: 'same' })).toBe(false);
  });

  it('removing leaves a tombstone that is not shown', () => {
    const list = setSaved(setSaved([], shop, true, T), shop, false, T + 5);
    expect(isSaved(list, shop)).toBe(false);
    expect(savedItems(list)).toEqual([]);
    expect(list).toEqual([{ ...shop, saved: false, at: T + 5 }]);
  });
});

describe('merging the device list with the account list', () => {
  it('takes the union of items saved on either side', () => {
    const device = setSaved([], shop, true, T);
    const account = setSaved([], brand, true, T + 10);
    const merged = mergeSaved(device, account, T + 20);
    expect(
      savedItems(merged)
        .map((entry) => entry.id)
        .sort(),
    ).toEqual(['antipolo-bike-hub-antipolo', 'giro']);
  });

  it('a later removal on one side wins over an earlier save on the other', () => {
    const account = setSaved([], shop, true, T);
    const device = setSaved(account, shop, false, T + 100);
    expect(isSaved(mergeSaved(account, device, T + 200), shop)).toBe(false);
    expect(isSaved(mergeSaved(device, account, T + 200), shop)).toBe(false);
  });

  it('saving again after a removal wins over the older removal', () => {
    const removed = setSaved([], shop, false, T);
    const savedAgain = setSaved([], shop, true, T + 1);
    expect(isSaved(mergeSaved(removed, savedAgain, T + 2), shop)).toBe(true);
  });

  it('on an exact tie the removal wins, whatever the order', () => {
    const a = setSaved([], shop, true, T);
    const b = setSaved([], shop, false, T);
    expect(isSaved(mergeSaved(a, b, T), shop)).toBe(false);
    expect(isSaved(mergeSaved(b, a, T), shop)).toBe(false);
  });

  const entryArb = fc.record({
    kind: fc.constantFrom('shop' as const, 'brand' as const, 'listing' as const),
    id: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
    name: fc.constantFrom('A', 'B'),
    saved: fc.boolean(),
    at: fc.integer({ min: T, max: T + 3 }), // few instants, so ties happen
  });
  const listArb = fc.array(entryArb, { maxLength: 12 }).map((entries) => mergeSaved(entries, [], T + 1000));

  it('is commutative, associative and idempotent, so devices converge in any order', () => {
    fc.assert(
      fc.property(listArb, listArb, listArb, (a, b, c) => {
        const now = T + 1000;
        expect(sameSaved(mergeSaved(a, b, now), mergeSaved(b, a, now))).toBe(true);
        expect(sameSaved(mergeSaved(mergeSaved(a, b, now), c, now), mergeSaved(a, mergeSaved(b, c, now), now))).toBe(true);
        expect(sameSaved(mergeSaved(a, a, now), a)).toBe(true);
      }),
    );
  });

  it('keeps the list bounded: at most MAX_SAVED items, old tombstones forgotten', () => {
    let list: SavedEntry[] = [];
    for (let i = 0; i < MAX_SAVED + 20; i += 1) list = setSaved(list, { kind: 'shop', id: `s${i}`, name: `S${i}` }, true, T + i);
    expect(savedItems(list)).toHaveLength(MAX_SAVED);
    expect(isSaved(list, { kind: 'shop', id: `s${MAX_SAVED + 19}` })).toBe(true); // the newest stay
    expect(isSaved(list, { kind: 'shop', id: 's0' })).toBe(false);

    let removed: SavedEntry[] = [];
    for (let i = 0; i < MAX_TOMBSTONES + 10; i += 1) removed = setSaved(removed, { kind: 'brand', id: `b${i}`, name: 'B' }, false, T + i);
    expect(removed).toHaveLength(MAX_TOMBSTONES);
    expect(mergeSaved(removed, [], T + TOMBSTONE_TTL_MS + 10_000)).toEqual([]);
  });
});

describe('stored copies', () => {
  it('round-trips through localStorage', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value) };
    const list = setSaved(setSaved([], shop, true, T), fitter, true, T + 1);
    writeSavedToStorage(storage, list);
    expect(JSON.parse(store.get(SAVED_STORAGE_KEY) ?? 'null')).toEqual(toSavedDocument(list));
    expect(sameSaved(readSavedFromStorage(storage), list)).toBe(true);
  });

  it('never throws on damaged data: bad JSON, wrong shapes and bad entries are dropped', () => {
    expect(readSavedFromStorage({ getItem: () => '{not json' })).toEqual([]);
    expect(
      readSavedFromStorage({
        getItem: () => {
          throw new Error('SecurityError');
        },
      }),
    ).toEqual([]);
    expect(readSavedFromStorage(undefined)).toEqual([]);
    expect(parseSavedDocument({ version: 2, entries: [] })).toEqual([]);
    const parsed = parseSavedDocument({
      version: 1,
      entries: [
        { kind: 'shop', id: 'ok', name: 'Ok', saved: true, at: T },
        { kind: 'car', id: 'x', name: 'X', saved: true, at: T },
        { kind: 'brand', id: '', name: 'Empty', saved: true, at: T },
        { kind: 'brand', id: 'no-time', name: 'No time', saved: true },
        { kind: 'listing', id: 'nameless', saved: true, at: T },
        'junk',
      ],
    });
    expect(parsed.map((entry) => `${entry.kind}:${entry.id}:${entry.name}`).sort()).toEqual(['listing:nameless:nameless', 'shop:ok:Ok']);
  });

  it('reads the account copy from user metadata, empty when there is none', () => {
    const list = setSaved([], brand, true, T);
    expect(sameSaved(savedFromMetadata({ padyakHubSaved: toSavedDocument(list), other: 1 }), list)).toBe(true);
    expect(savedFromMetadata({})).toEqual([]);
    expect(savedFromMetadata(null)).toEqual([]);
  });
});
