/**
 * The state behind a directory's list (DirectoryView): the whole of a long list, fetched when the
 * visitor first asks something of it; what their search, filters and sort leave visible; what the
 * page's first-paint script needs of each card; and the hand-over from that script to the app.
 */
import * as React from 'react';
import { ALL_CITIES, ALL_PROVINCES, distinctPlaces, filterAndSort, indexForSearch, type Searchable } from '../lib/list-filter';
import type { Centroid } from '../lib/provinces';
import { FILTER_VALUE_SEPARATOR, LIST_ATTRIBUTES, RESULTS_PER_SCREENFUL, cardHaystack, clearListScriptTraces } from '../lib/list-script';
import { matchesReading, readQuery, wordsForList, type ListWords, type SearchAlias, type SearchWords } from '../lib/search-words';
import { DEFAULT_LIST_STATE, parseListState, sameListState, type ListFilterName, type ListState } from '../lib/list-state';

export interface CityFilter<T> {
  label: string;
  allLabel: string;
  placeOf: (item: T) => string;
  /** Every place of the whole list, when `items` is only part of it (a page of a long list). */
  places?: readonly string[];
  /** Groups the dropdown's places (<optgroup>, A to Z) by this label: the shops' province. */
  groupOf?: (place: string) => string;
}

export interface ProvinceFilter<T> {
  of: (item: T) => string | null;
  /** The provinces `?province=` may name; any other value shows the whole list. */
  names: readonly string[];
  /** Centroids for "Near me", which sets the province; no button without them. */
  near?: readonly Centroid[];
}

/**
 * A filter by what an item has (the shops' service, payment, open now): a dropdown of `options`,
 * kept in the address under `name`. `of` gives an item's values; `changes` says they follow the
 * clock (open now), so the build writes none into the page and the page's open-now script sets
 * the card's (open-labels.ts).
 */
export interface Facet<T> {
  name: Exclude<ListFilterName, 'city' | 'province'>;
  label: string;
  allLabel: string;
  options: readonly { value: string; label: string }[];
  of: (item: T) => readonly string[];
  changes?: boolean;
}

/**
 * The dropdown's places in groups, in the order given: the build sends them grouped, A to Z by group
 * then by name, so a page that is only read builds no collator (12-44 ms in Chromium).
 */
function groupPlaces(places: readonly string[], groupOf: (place: string) => string): { label: string; places: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const place of places) groups.set(groupOf(place), [...(groups.get(groupOf(place)) ?? []), place]);
  return [...groups].map(([label, members]) => ({ label, places: members }));
}

/**
 * The whole of a list longer than its page (`whole`), fetched the first time the visitor searches,
 * filters or sorts (`narrowed`): null until then, and `wholeFailed` if it could not be fetched.
 */
export function useWholeList<T>(whole: { load: () => Promise<readonly T[]> } | undefined, narrowed: boolean) {
  const [everyItem, setEveryItem] = React.useState<readonly T[] | null>(null);
  const [wholeFailed, setWholeFailed] = React.useState(false);
  React.useEffect(() => {
    if (!whole || everyItem || wholeFailed || !narrowed) return undefined;
    let live = true;
    whole.load().then(
      (list) => live && setEveryItem(list),
      () => live && setWholeFailed(true),
    );
    return () => {
      live = false;
    };
  }, [whole, everyItem, wholeFailed, narrowed]);
  return { everyItem, setEveryItem, wholeFailed };
}

interface Narrowing<T> {
  searchFields?: (item: T) => readonly (string | null | undefined)[];
  city?: CityFilter<T>;
  province?: ProvinceFilter<T>;
  facets?: readonly Facet<T>[];
  /** The editors' words that mean something on this list (wordsForList): a search is read through them. */
  words?: SearchWords;
  /** Each filter's value of an item, as the page writes it ('repair|parts'; useListScriptAttributes): what a word of the search may ask. */
  filters?: readonly ListFilter<T>[];
}

/** A filter by equality, by its form field's name, and an item's value of it as the page writes it. */
interface ListFilter<T> {
  name: string;
  of: (item: T) => string;
}

/** Each facet's value in `state`; a value the facet does not offer (an old or mistyped address) filters nothing. */
function facetValuesOf<T>(facets: readonly Facet<T>[] | undefined, state: ListState): string[] {
  return (facets ?? []).map((facet) => (facet.options.some((option) => option.value === state[facet.name]) ? state[facet.name] : ALL_CITIES));
}

/** What the visitor's search, city, province and sort (`state`) leave of `items`, and the city dropdown's places. */
export function useVisibleItems<T extends Searchable>(items: readonly T[], state: ListState, narrowed: boolean, narrowing: Narrowing<T>) {
  const { searchFields, city, province, facets, words, filters } = narrowing;
  // The search index (folded text, A to Z by the collator) is built when the visitor first
  // searches, filters or sorts, and kept: clearing the search and typing again does not build it
  // again. Until then the list is `items` as they came, A to Z from the build.
  const [searched, setSearched] = React.useState(false);
  if (narrowed && !searched) setSearched(true);
  const indexed = React.useMemo(() => (searched ? indexForSearch(items, searchFields) : null), [searched, items, searchFields]);
  const cities = React.useMemo(() => (city ? (city.places ? [...city.places] : distinctPlaces(items, city.placeOf)) : []), [items, city]);
  const cityValue = city && cities.includes(state.city) ? state.city : ALL_CITIES;
  const cityGroups = React.useMemo(() => (city?.groupOf ? groupPlaces(cities, city.groupOf) : null), [cities, city]);
  const provinceValue = province?.names.includes(state.province) ? state.province : ALL_PROVINCES;
  const facetValues = facetValuesOf(facets, state);
  // The search read through the list's words ("ayos Iloilo": repair, in Iloilo); null without words.
  const reading = React.useMemo(() => (words && state.q.trim() ? readQuery(state.q, words) : null), [words, state.q]);
  const visible = React.useMemo(
    () =>
      indexed
        ? filterAndSort(indexed, {
            query: state.q,
            direction: state.sort,
            city: cityValue,
            placeOf: city?.placeOf,
            province: provinceValue,
            provinceOf: province?.of,
            facets: (facets ?? []).map((facet, at) => ({ value: facetValuesOf(facets, state)[at]!, of: facet.of })),
            searched: reading ? (haystack, item) => matchesReading(reading, haystack, (name) => filters?.find((filter) => filter.name === name)?.of(item)) : undefined,
          })
        : items,
    [indexed, items, state, cityValue, city, provinceValue, province, facets, reading, filters],
  );
  return { visible, cities, cityValue, cityGroups, provinceValue, facetValues, said: reading?.said ?? null };
}

/**
 * What the page's script needs (list-script.ts): the filters by equality, by form field name
 * (a new one is one more entry), each card's search text and filter values, and the editors' words
 * that mean something on this list (`searchWords`: wordsForList), which the app's search reads too.
 */
export function useListScriptAttributes<T extends Searchable>(
  { searchFields, city, province, facets }: Narrowing<T>,
  searchWords?: { list: ListWords; aliases: readonly SearchAlias[] },
) {
  const filters = React.useMemo(
    (): ListFilter<T>[] => [
      ...(city ? [{ name: 'city', of: city.placeOf }] : []),
      ...(province ? [{ name: 'province', of: (item: T) => province.of(item) ?? '' }] : []),
      // A value that follows the clock is the page's script's to write: the build cannot know it.
      ...(facets ?? []).map((facet) => ({ name: facet.name, of: facet.changes ? () => '' : (item: T) => facet.of(item).join(FILTER_VALUE_SEPARATOR) })),
    ],
    [city, province, facets],
  );
  const itemAttributes = React.useCallback(
    (item: T) => {
      const attributes: Record<string, string> = { [LIST_ATTRIBUTES.haystack]: cardHaystack(item, searchFields) };
      for (const filter of filters) attributes[`${LIST_ATTRIBUTES.filterPrefix}${filter.name}`] = filter.of(item);
      return attributes;
    },
    [filters, searchFields],
  );
  const words = React.useMemo(
    () =>
      searchWords
        ? wordsForList(
            searchWords.aliases,
            searchWords.list,
            filters.map((filter) => filter.name),
          )
        : {},
    [searchWords, filters],
  );
  return { filters, itemAttributes, words };
}

// A layout effect ends hydration's commit, before the app's own view is rendered; React warns about it on the server.
const useCommitEffect = typeof window === 'undefined' ? React.useEffect : React.useLayoutEffect;

interface ScriptHandOver<T> {
  /** The page's script ran on this list. */
  scripted: boolean;
  /** The whole list the script may have fetched for what the address asks. */
  early: { loaded: () => readonly T[] | null } | undefined;
  /** How many results the hydrating render shows. */
  visibleCount: number;
  setEveryItem: React.Dispatch<React.SetStateAction<readonly T[] | null>>;
  setLimit: React.Dispatch<React.SetStateAction<number | null>>;
}

/**
 * When the app starts on a list the page's script answered: clears what the script wrote, and shows
 * the whole list it fetched (if it did) from the first screenful at once. Returns the ref of the count line.
 */
export function useScriptHandOver<T>({ scripted, early, visibleCount, setEveryItem, setLimit }: ScriptHandOver<T>) {
  const root = React.useRef<HTMLParagraphElement>(null);
  const hydratedEmpty = React.useRef(visibleCount === 0);
  useCommitEffect(() => {
    if (!scripted || !root.current?.parentNode) return;
    // The whole list the script answered from (it fetched the index for what the address asks): the app shows the same first screenful at once.
    const fetched = early && !sameListState(parseListState(window.location.search), DEFAULT_LIST_STATE) ? early.loaded() : null;
    clearListScriptTraces(root.current.parentNode, hydratedEmpty.current);
    if (fetched) {
      setEveryItem(fetched);
      setLimit(RESULTS_PER_SCREENFUL);
    }
    // The setters never change: the effect runs once, and again only if the list's script setup does.
  }, [scripted, early, setEveryItem, setLimit]);
  return root;
}
