import * as React from 'react';
import type { Searchable } from '../../lib/list-filter';
import { ALL_PROVINCES } from '../../lib/list-filter';
import { useListState } from '../../hooks/use-list-state';
import {
  useListScriptAttributes,
  useScriptHandOver,
  useVisibleItems,
  useWholeList,
  type CityFilter,
  type Facet,
  type ProvinceFilter,
} from '../../hooks/use-directory-items';
import { InlineScripts } from '../../lib/inline-scripts';
import { LIST_ATTRIBUTES, RESULTS_PER_SCREENFUL, listScriptConfig, type ListIndexConfig } from '../../lib/list-script';
import { DEFAULT_LIST_STATE, sameListState, type ListState } from '../../lib/list-state';
import type { ListWords, SearchAlias } from '../../lib/search-words';
import type { Columns } from '../CardGrid/CardGrid';
import { EmptyState } from '../EmptyState/EmptyState';
import { useRendersServerHtml } from '../StaticIsland/StaticIsland';
import { DirectoryToolbar } from './DirectoryToolbar';
import { EarlyAnswerList, ProvinceNote, ResultCards, SearchReading } from './DirectoryResults';
import * as styles from './DirectoryView.css';

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
  /** Dropdowns by what an item has (the shops' service, payment, open now), each kept in the address. */
  facets?: readonly Facet<T>[];
  /** Rendered after the list and before the list's script (the shops' open-now labels, whose filter the script reads). */
  beforeListScript?: React.ReactNode;
  stickyToolbar?: boolean;
  listLabel: string;
  /** The editors' search words (search-aliases.csv) and this list's key in them: a search is read through those that mean something here. */
  searchWords?: { list: ListWords; aliases: readonly SearchAlias[] };
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
  const { searchPlaceholder, emptyTitle, emptyHint, footer, columns, renderItem, searchFields, city, province, facets, stickyToolbar, listLabel, whole } = props;
  const form = React.useRef<HTMLFormElement>(null);
  const inlineScripts = React.useContext(InlineScripts);
  const [state, update] = useListState(form);
  const narrowed = !sameListState(state, DEFAULT_LIST_STATE);
  const { everyItem, setEveryItem, wholeFailed } = useWholeList(whole, narrowed);
  const items = everyItem ?? props.items;
  const total = whole?.total ?? items.length;
  // Asked something of a list longer than the page, and the whole of it is still on its way.
  const searchingAll = Boolean(whole) && narrowed && !everyItem && !wholeFailed;
  const { filters, itemAttributes, words } = useListScriptAttributes({ searchFields, city, province, facets }, props.searchWords);
  const narrowing = { searchFields, city, province, facets, words, filters };
  const { visible, cities, cityValue, cityGroups, provinceValue, facetValues, said } = useVisibleItems(items, state, narrowed, narrowing);
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
  // A page holding only part of the list (a page of a long one) leaves the answer to the app, unless it holds the first of it and may use the index.
  const scripted = !whole || Boolean(whole.early);
  // The cards' attributes are for the static page (the server render, and hydration adopting it): a list the app renders later needs none.
  const rendersServerHtml = useRendersServerHtml();
  const early = whole?.early;
  const root = useScriptHandOver({ scripted, early, visibleCount: visible.length, setEveryItem, setLimit });
  const facetDropdowns = (facets ?? []).map((facet, at) => ({ ...facet, id: `${selectId}-${facet.name}`, value: facetValues[at]! }));
  const cityDropdown = city ? { label: city.label, allLabel: city.allLabel, id: selectId, value: cityValue, places: cities, groups: cityGroups } : null;

  return (
    <>
      <DirectoryToolbar
        {...{ formRef: form, sticky: stickyToolbar, searchPlaceholder, state, onSearch, change, city: cityDropdown, facets: facetDropdowns, near: province?.near }}
        noScriptNote={noScriptNote(Boolean(city), total, Boolean(whole))}
      />
      {/* Run once while the static page is parsed (src/inline/show-address-in-form.ts); inert when React renders it after a route change. */}
      {scripted ? null : <script dangerouslySetInnerHTML={{ __html: inlineScripts.showAddress }} suppressHydrationWarning />}
      {/* The count line's text may be the page script's when the app starts; the app's own view follows in the same task. */}
      <p ref={root} className={styles.count} aria-live="polite" {...{ [LIST_ATTRIBUTES.count]: '' }} suppressHydrationWarning>
        {searchingAll && whole ? whole.searching : countLine(visible.length, total)}
      </p>
      <SearchReading said={said} words={scripted ? words : null} script={inlineScripts.words} />
      {provinceValue !== ALL_PROVINCES ? <ProvinceNote province={provinceValue} onClear={() => change({ province: ALL_PROVINCES })} /> : null}
      {wholeFailed ? <p className={styles.count}>The full list could not be loaded: results cover this page only. Reload to try again.</p> : null}
      <EmptyState title={emptyTitle} hint={emptyHint} hidden={visible.length > 0 || searchingAll} {...{ [LIST_ATTRIBUTES.empty]: '' }} suppressHydrationWarning />
      {early ? <EarlyAnswerList label={listLabel} columns={columns} card={early.card} /> : null}
      {visible.length === 0 ? null : (
        <ResultCards
          {...{ shown, visibleCount: visible.length, columns, renderItem, label: listLabel, footer, setLimit }}
          itemAttributes={scripted && rendersServerHtml ? itemAttributes : undefined}
        />
      )}
      {/*
       * A whole list answers search, filters and sort from first paint (src/inline/list-search.ts, list-script.ts); a page
       * of a longer list only shows the address's search in its form (above). Inert when React renders it after a route change.
       */}
      {props.beforeListScript}
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
