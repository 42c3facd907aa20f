import * as React from 'react';
import { ALL_CITIES, ALL_PROVINCES, compareNames, distinctPlaces, filterAndSort, indexForSearch, type Searchable } from '../../lib/list-filter';
import type { Centroid } from '../../lib/provinces';
import { useListState } from '../../hooks/use-list-state';
import { InlineScripts } from '../../lib/inline-scripts';
import { LIST_ATTRIBUTES, RESULTS_PER_SCREENFUL, cardHaystack, clearListScriptTraces, listScriptConfig, type ListIndexConfig } from '../../lib/list-script';
import { DEFAULT_LIST_STATE, parseListState, sameListState, type ListState } from '../../lib/list-state';
import { CardGrid, gridListProps, tileHtml, type Columns } from '../CardGrid/CardGrid';
import { EmptyState } from '../EmptyState/EmptyState';
import { NearMe } from '../NearMe/NearMe';
import { SearchBox } from '../SearchBox/SearchBox';
import { SortToggle } from '../SortToggle/SortToggle';
import { useRendersServerHtml } from '../StaticIsland/StaticIsland';
import { visuallyHidden } from '../../styles/utils.css';
import * as styles from './DirectoryView.css';

const prepareCollator = () => compareNames('', '');

/** Renders more results when it nears the viewport, or when pressed (keyboard, no IntersectionObserver). */
function ShowMore({ remaining, onMore }: { remaining: number; onMore: () => void }) {
  const ref = React.useRef<HTMLButtonElement>(null);
  React.useEffect(() => {
    const button = ref.current;
    if (!button || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && onMore(), {
      rootMargin: '800px 0px',
    });
    observer.observe(button);
    return () => observer.disconnect();
  }, [onMore]);
  return (
    <button ref={ref} type="button" className={styles.more} onClick={onMore}>
      Show more ({remaining} more)
    </button>
  );
}

/** A count as the site writes numbers (10,000); `#` (the page script's stand-in) as it is. */
const formatCount = (count: number | string) => (typeof count === 'number' ? count.toLocaleString('en') : count);

/**
 * What the toolbar says when JavaScript is off in the browser: searching, filtering and sorting
 * run in the app, so the form would send the query and the same page would come back. Shown in a
 * <noscript>, so never once the page's scripts can run (an inline search that works before the
 * app starts hides it too).
 */
function noScriptNote(hasCityFilter: boolean, total: number, paged: boolean): string {
  const controls = hasCityFilter ? 'Search, the city filter and sorting need' : 'Search and sorting need';
  // In the order the sentence uses them, so the minifier inlines all three: /shops has no bytes to spare.
  const all = formatCount(total);
  const where = paged ? 'A to Z on this page and the pages linked below' : 'below, A to Z';
  return `${controls} JavaScript, which is off in this browser. All ${all} are listed ${where}.`;
}

/** The count line, also written into the page for its script with `#` for the number shown. */
export function countLine(shown: number | string, total: number): string {
  return shown === total ? `${formatCount(total)} listed` : `${formatCount(shown)} of ${formatCount(total)} shown`;
}

// A layout effect ends hydration's commit, before the app's own view is rendered; React warns about it on the server.
const useCommitEffect = typeof window === 'undefined' ? React.useEffect : React.useLayoutEffect;

interface CityFilter<T> {
  label: string;
  allLabel: string;
  placeOf: (item: T) => string;
  /** Every place of the whole list, when `items` is only part of it (a page of a long list). */
  places?: readonly string[];
  /** Groups the dropdown's places (<optgroup>, A to Z) by this label: the shops' province. */
  groupOf?: (place: string) => string;
}

interface ProvinceFilter<T> {
  of: (item: T) => string | null;
  /** The provinces `?province=` may name; any other value shows the whole list. */
  names: readonly string[];
  /** Centroids for "Near me", which sets the province; no button without them. */
  near?: readonly Centroid[];
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

interface DirectoryViewProps<T extends Searchable & { key: string }> {
  /** A to Z by name (compareNames): the order the build ranks them in (nameOrder), shown as they come until the visitor searches. */
  items: readonly T[];
  searchPlaceholder: string;
  emptyTitle: string;
  emptyHint: string;
  footer?: string | null;
  columns: Columns;
  renderItem: (item: T) => React.ReactNode;
  /** More text the search matches besides the name (a shop's place, province, region). */
  searchFields?: (item: T) => readonly (string | null | undefined)[];
  city?: CityFilter<T>;
  /** The shops list narrows to a province too (`?province=`, "Near me"). */
  province?: ProvinceFilter<T>;
  stickyToolbar?: boolean;
  listLabel: string;
  /**
   * For a list longer than its static page: how many there are in all, and how to
   * fetch every one. Fetched the first time the visitor searches, filters or sorts,
   * so the view covers the whole list; until then (or if it fails) `items` stand in.
   */
  whole?: {
    total: number;
    load: () => Promise<readonly T[]>;
    /** The count line while `load` runs: "Searching all 10,000 shops…". */
    searching: string;
    /**
     * This page holds the first of the list, A to Z (/shops): its script answers from the index
     * before the app starts (list-script.ts), and `loaded` gives the list from the rows it fetched, if it has.
     * `card` is the HTML of a plain card it fills in for one beyond the page.
     */
    early?: { index: Omit<ListIndexConfig, 'w'>; loaded: () => readonly T[] | null; card: string };
  };
}

/**
 * A searchable, sortable list: the shops, brand and community screens. Search text,
 * city and sort live in the URL; the full list is in the static HTML.
 */
export function DirectoryView<T extends Searchable & { key: string }>(props: DirectoryViewProps<T>) {
  const { searchPlaceholder, emptyTitle, emptyHint, footer, columns, renderItem, searchFields, city, province, stickyToolbar, listLabel, whole } = props;
  const form = React.useRef<HTMLFormElement>(null);
  const inlineScripts = React.useContext(InlineScripts);
  const [state, update] = useListState(form);
  const [everyItem, setEveryItem] = React.useState<readonly T[] | null>(null);
  const [wholeFailed, setWholeFailed] = React.useState(false);
  const narrowed = !sameListState(state, DEFAULT_LIST_STATE);
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
  const items = everyItem ?? props.items;
  const total = whole?.total ?? items.length;
  // Asked something of a list longer than the page, and the whole of it is still on its way.
  const searchingAll = Boolean(whole) && narrowed && !everyItem && !wholeFailed;
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
          })
        : items,
    [indexed, items, state.q, state.sort, cityValue, city, provinceValue, province],
  );
  const selectId = React.useId();
  // The static HTML (and the hydrating render) holds every listing. Once the visitor
  // searches, filters or sorts, only the first screens of results are rendered and
  // more follow as they scroll: a keystroke stays cheap however long the list.
  const [limit, setLimit] = React.useState<number | null>(null);
  const shown = limit === null ? visible : visible.slice(0, limit);
  const change = React.useCallback(
    (next: Partial<ListState>) => {
      setLimit(RESULTS_PER_SCREENFUL);
      update(next);
    },
    [update],
  );

  const onSearch = React.useCallback((q: string) => change({ q }), [change]);

  // What the page's script needs (list-script.ts): the filters by equality, by form field name
  // (a new one is one more entry), and each card's search text and filter values.
  const filters = React.useMemo(
    () => [...(city ? [{ name: 'city', of: city.placeOf }] : []), ...(province ? [{ name: 'province', of: (item: T) => province.of(item) ?? '' }] : [])],
    [city, province],
  );
  const itemAttributes = React.useCallback(
    (item: T) => {
      const attributes: Record<string, string> = { [LIST_ATTRIBUTES.haystack]: cardHaystack(item, searchFields) };
      for (const filter of filters) attributes[`${LIST_ATTRIBUTES.filterPrefix}${filter.name}`] = filter.of(item);
      return attributes;
    },
    [filters, searchFields],
  );
  // A page holding only part of the list (a page of a long one) leaves the answer to the app, unless it holds the first of it and may use the index.
  const scripted = !whole || Boolean(whole.early);
  // The cards' attributes are for the static page (the server render, and hydration adopting it): a list the app renders later needs none.
  const rendersServerHtml = useRendersServerHtml();
  const root = React.useRef<HTMLParagraphElement>(null);
  const hydratedEmpty = React.useRef(visible.length === 0);
  const early = whole?.early;
  useCommitEffect(() => {
    if (!scripted || !root.current?.parentNode) return;
    // The whole list the script answered from (it fetched the index for what the address asks): the app shows the same first screenful at once.
    const fetched = early && !sameListState(parseListState(window.location.search), DEFAULT_LIST_STATE) ? early.loaded() : null;
    clearListScriptTraces(root.current.parentNode, hydratedEmpty.current);
    if (fetched) {
      setEveryItem(fetched);
      setLimit(RESULTS_PER_SCREENFUL);
    }
  }, [scripted, early]);

  return (
    <>
      {/*
       * A real search form: before the app starts, Enter (or the sort button) sends it and the page
       * comes back with the view in its URL; what is typed or picked meanwhile is adopted when the
       * app starts (useListState). Once the app runs, the view follows every key and sends nothing.
       * Focus arriving in the toolbar (a search is likely next) builds the collator the search
       * index needs, before the first key.
       */}
      <form
        ref={form}
        role="search"
        method="get"
        className={stickyToolbar ? `${styles.toolbar} ${styles.sticky}` : styles.toolbar}
        onFocus={prepareCollator}
        onSubmit={(event) => event.preventDefault()}
      >
        <SearchBox placeholder={searchPlaceholder} value={state.q} onChange={onSearch} name="q" />
        {city ? (
          <>
            <label htmlFor={selectId} className={visuallyHidden}>
              {city.label}
            </label>
            <select id={selectId} name="city" className={styles.select} value={cityValue} onChange={(event) => change({ city: event.target.value })}>
              <option value={ALL_CITIES}>{city.allLabel}</option>
              {cityGroups
                ? cityGroups.map((group) => (
                    <optgroup key={group.label} label={group.label}>
                      {group.places.map((place) => (
                        <option key={place} value={place}>
                          {place}
                        </option>
                      ))}
                    </optgroup>
                  ))
                : cities.map((place) => (
                    <option key={place} value={place}>
                      {place}
                    </option>
                  ))}
            </select>
          </>
        ) : null}
        <SortToggle direction={state.sort} onToggle={() => change({ sort: state.sort === 'asc' ? 'desc' : 'asc' })} name="sort" />
        {province?.near ? <NearMe centroids={province.near} onChoose={(name) => change({ province: name, city: ALL_CITIES })} /> : null}
        {/* Only with JavaScript off: then the form would send the query and the page come back unchanged. */}
        {/* In a <p>: bare text in a <noscript> is left out of the accessibility tree. */}
        <noscript className={styles.noScript}>
          <p>{noScriptNote(Boolean(city), total, Boolean(whole))}</p>
        </noscript>
      </form>
      {/* Run once while the static page is parsed (src/inline/show-address-in-form.ts); inert when React renders it after a route change. */}
      {scripted ? null : <script dangerouslySetInnerHTML={{ __html: inlineScripts.showAddress }} suppressHydrationWarning />}
      {/* The count line's text may be the page script's when the app starts; the app's own view follows in the same task. */}
      <p ref={root} className={styles.count} aria-live="polite" {...{ [LIST_ATTRIBUTES.count]: '' }} suppressHydrationWarning>
        {searchingAll && whole ? whole.searching : countLine(visible.length, total)}
      </p>
      {provinceValue !== ALL_PROVINCES ? (
        <p className={styles.count}>
          In {provinceValue}.{' '}
          <button type="button" className={styles.clear} onClick={() => change({ province: ALL_PROVINCES })}>
            Show every province
          </button>
        </p>
      ) : null}
      {wholeFailed ? <p className={styles.count}>The full list could not be loaded: results cover this page only. Reload to try again.</p> : null}
      <EmptyState title={emptyTitle} hint={emptyHint} hidden={visible.length > 0 || searchingAll} {...{ [LIST_ATTRIBUTES.empty]: '' }} suppressHydrationWarning />
      {/* Where the script shows an answer from the index before the app starts; React never fills it, and leaves what the script put in it until the app has started. */}
      {early ? (
        <ul
          hidden
          aria-label={listLabel}
          {...gridListProps(columns)}
          {...{ [LIST_ATTRIBUTES.more]: '' }}
          dangerouslySetInnerHTML={{ __html: tileHtml(early.card) }}
          suppressHydrationWarning
        />
      ) : null}
      {visible.length === 0 ? null : (
        <>
          <CardGrid
            items={shown}
            columns={columns}
            keyOf={(item) => item.key}
            renderItem={renderItem}
            label={listLabel}
            listAttributes={{ [LIST_ATTRIBUTES.cards]: '' }}
            itemAttributes={scripted && rendersServerHtml ? itemAttributes : undefined}
          />
          {shown.length < visible.length ? (
            <ShowMore remaining={visible.length - shown.length} onMore={() => setLimit((current) => (current ?? 0) + RESULTS_PER_SCREENFUL)} />
          ) : null}
          {footer ? (
            <p className={styles.footer} {...{ [LIST_ATTRIBUTES.footer]: '' }} suppressHydrationWarning>
              {footer}
            </p>
          ) : null}
        </>
      )}
      {/*
       * A whole list answers search, filters and sort from first paint (src/inline/list-search.ts, list-script.ts); a page
       * of a longer list only shows the address's search in its form (above). Inert when React renders it after a route change.
       */}
      {scripted ? (
        <script
          data-c={listScriptConfig(
            filters.map((filter) => filter.name),
            total,
            countLine,
            early && whole ? { ...early.index, w: whole.searching } : undefined,
          )}
          dangerouslySetInnerHTML={{ __html: inlineScripts.list }}
          suppressHydrationWarning
        />
      ) : null}
    </>
  );
}
