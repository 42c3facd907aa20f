/**
 * Directory filtering and sorting, shared by the shops, brand and listing screens.
 * Lists are filtered, then sorted by name with locale comparison (spec section 4).
 */

export type SortDirection = 'asc' | 'desc';

/**
 * Lower-case and strip diacritics, so 'Binan' finds 'Biñan' and 'las pinas' finds 'Las Piñas'. An
 * arrow: the list's inline script carries it too (src/inline/list-search.ts), and an arrow is the shorter text.
 */
export const foldForSearch = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export interface Searchable {
  name: string;
}

/** An item with its folded search text computed once, not on every keystroke. */
export interface Indexed<T> {
  item: T;
  haystack: string;
}

/**
 * The list ready for searching: each item's folded text, in A→Z order. Sorting here, once,
 * keeps a keystroke linear: filtering keeps the order, and Z→A is the reverse. (Sorting 10,000
 * names with the collator took most of a keystroke's 18 ms at 10,000 shops.)
 */
export function indexForSearch<T extends Searchable>(items: readonly T[], extraFields: (item: T) => readonly (string | null | undefined)[] = () => []): Indexed<T>[] {
  return sortByName(items, 'asc').map((item) => ({ item, haystack: haystackOf(item, extraFields) }));
}

/**
 * The folded text a search looks in: the name and the extra fields. Also written into each
 * card of the static page, where the page's own script (list-script.ts) searches it before the app starts.
 */
export function haystackOf<T extends Searchable>(item: T, extraFields: (item: T) => readonly (string | null | undefined)[] = () => []): string {
  // A separator that no query contains keeps matches from spanning two fields.
  return [item.name, ...extraFields(item)]
    .filter(Boolean)
    .map((field) => foldForSearch(field as string))
    .join(SEARCH_FIELD_SEPARATOR);
}

/** Between two fields of a haystack; a query never holds it (the page's script too trusts this). */
export const SEARCH_FIELD_SEPARATOR = '\u0000';

// Made on first use: Chromium takes 12-44 ms to build a page's first collator, one long task
// on a phone. Lists arrive A to Z from the build, so a page that is only read never needs one.
let collator: Intl.Collator | undefined;

export function compareNames(a: string, b: string): number {
  collator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  return collator.compare(a, b);
}

export function sortByName<T extends Searchable>(items: readonly T[], direction: SortDirection): T[] {
  const sorted = [...items].sort((a, b) => compareNames(a.name, b.name));
  return direction === 'desc' ? sorted.reverse() : sorted;
}

export const ALL_CITIES = 'all';
/** `?province=` absent: every province. */
export const ALL_PROVINCES = 'all';

export interface FilterOptions<T> {
  query: string;
  direction: SortDirection;
  /** Keep only items whose place equals this exactly, unless it is 'all'. */
  city?: string;
  placeOf?: (item: T) => string;
  /** Keep only items whose province equals this exactly ('Metro Manila' for its cities), unless it is 'all'. */
  province?: string;
  provinceOf?: (item: T) => string | null;
  /** Keep only items that have each facet's value (a shop's services, its payments, 'now' while it is open), unless it is 'all'. */
  facets?: readonly { value: string; of: (item: T) => readonly string[] }[];
  /** In place of `query`'s plain match: whether an item's folded text (and values) match the search read through the list's words (search-words.ts). */
  searched?: (haystack: string, item: T) => boolean;
}

/** The items that match, A→Z or Z→A. `indexed` comes from indexForSearch, already A→Z. */
export function filterAndSort<T extends Searchable>(indexed: readonly Indexed<T>[], options: FilterOptions<T>): T[] {
  const { query, direction, city = ALL_CITIES, placeOf, province = ALL_PROVINCES, provinceOf, searched } = options;
  const facets = (options.facets ?? []).filter((facet) => facet.value !== ALL_CITIES);
  const needle = foldForSearch(query.trim());
  const kept: T[] = [];
  for (const entry of indexed) {
    if (searched ? !searched(entry.haystack, entry.item) : needle !== '' && !entry.haystack.includes(needle)) continue;
    if (city !== ALL_CITIES && placeOf && placeOf(entry.item) !== city) continue;
    if (province !== ALL_PROVINCES && provinceOf && provinceOf(entry.item) !== province) continue;
    if (facets.some((facet) => !facet.of(entry.item).includes(facet.value))) continue;
    kept.push(entry.item);
  }
  return direction === 'desc' ? kept.reverse() : kept;
}

/** The distinct places for the city dropdown, sorted the same way as names. */
export function distinctPlaces<T>(items: readonly T[], placeOf: (item: T) => string): string[] {
  return [...new Set(items.map(placeOf))].sort(compareNames);
}
