import { ALL_CITIES, SEARCH_FIELD_SEPARATOR, haystackOf, type Searchable } from './list-filter';

/**
 * A list page answers its search, filters and sort from its first paint, before the app starts
 * (issue 34). The build writes into each card what the app's search looks at: its folded text
 * (haystackOf, list-filter.ts) and each filter's value; the cards arrive A to Z (the build ranks
 * them with the app's collator), so Z to A is the reverse and the page needs no collator. The script,
 * inline after the list (its source is src/inline/list-search.ts), then reads the query through the list's
 * words (search-words.ts, by the words script before it: src/inline/search-words.ts) and checks substrings and values.
 * tests/unit/components/list-script.test.tsx and search-words.test.tsx run tables of cases against it and the app.
 *
 * The script shows and hides the cards (the `hidden` attribute) and reverses them for Z to A. When
 * the app starts, `takeOverFromListScript` (before hydration) stops it and puts the cards back in
 * the order React expects, keeping where they show with CSS `order`; `clearListScriptTraces`
 * (in the commit that ends hydration, before the app applies its own view) removes the rest.
 */

/**
 * Attributes the build writes and the script reads. An enum rather than an object: the script's
 * compiler (esbuild) writes an enum's values in place, where it would carry a whole object.
 */
export enum LIST_ATTRIBUTES {
  /** On each card: the folded text its search matches. */
  haystack = 'data-s',
  /** On each card, with the filter's name appended: the card's value of that filter (`data-f-city`). */
  filterPrefix = 'data-f-',
  /** On the list of cards, the count line, the empty state and the list's footer. */
  cards = 'data-cards',
  count = 'data-count',
  empty = 'data-empty',
  footer = 'data-footer',
  /** On the list of cards while the script shows them Z to A (reversed from the built order). */
  reversed = 'data-r',
  /** A second list, empty in the HTML, where the script shows an answer from the whole list's index (a list longer than its page). */
  more = 'data-more',
  /** The "Showing results for repair, Iloilo" line: hidden in the HTML; its script (src/inline/search-words.ts) follows it. */
  said = 'data-said',
}

/**
 * Set on window by the script when it fetches a long list's index: the request (its JSON), and the
 * rows once they have come. The app's loader (shop-index-loader.ts) takes them over, so the index is
 * fetched once, and the app shows at once the answer the script showed.
 */
export enum ListScriptWindow {
  /** Set when the app starts; the script then leaves everything to it. */
  appStarted = '__padyakApp',
  indexRequest = '__padyakIndex',
  indexRows = '__padyakRows',
  /** Set by the page's open-now script (src/inline/open-labels.ts): a row of the index's province, services, payments and open now (rowFilterValues). */
  openNow = '__padyakOpen',
  /**
   * Set by the list's words script (src/inline/search-words.ts), before this one: a search read
   * through the editors' words, as a test of an entry's folded text and filter values.
   */
  words = '__padyakWords',
}
export const INDEX_REQUEST = ListScriptWindow.indexRequest;

/** Between an item's values in its card's filter attribute and the index ('repair|parts'): a filter keeps the item when one of them is its value. */
export const FILTER_VALUE_SEPARATOR = '|';
export const INDEX_ROWS = ListScriptWindow.indexRows;

/**
 * How the script answers from the index of a list longer than its page (today the shops at more than
 * SHOPS_PER_PAGE; the page holds the first of them, A to Z, so the index's first rows are its cards).
 * Its rows are shop-pages.ts's ShopIndexRow; the script reads them by place (name 1, location 2,
 * province 3, region 4, link 5), searching name, location, province and region as the app does.
 */
export interface ListIndexConfig {
  /** The index's address (withPrefix). */
  u: string;
  /** The count line while it loads: "Searching all 10,000 shops…". */
  w: string;
}

/** How many results a list shows at first when it answers a search (the rest come as the visitor scrolls); the script shows as many. */
export const RESULTS_PER_SCREENFUL = 60;

export const APP_STARTED = ListScriptWindow.appStarted;

/** What the page tells its script (in the script element's `data-c`, JSON). */
export interface ListScriptConfig {
  /**
   * The filters by equality, in the order the address writes them (`city`, `province`): a form field's
   * value, or for one with no field (`province`, set by the address) the address's value when a card has it.
   */
  f: string[];
  /** A filter's value meaning "every one" (ALL_CITIES). */
  all: string;
  /** The count line with every card shown, and with some, `#` standing for how many. */
  a: string;
  s: string;
  /** How many the list holds in all. */
  t: number;
  /** The page holds only the first of a longer list: answer from its index. */
  x?: ListIndexConfig;
}

/** Text for a card's search attribute: the app's haystack, with a separator an HTML attribute can hold (no query holds either). */
export function cardHaystack<T extends Searchable>(item: T, extraFields?: (item: T) => readonly (string | null | undefined)[]): string {
  return haystackOf(item, extraFields).split(SEARCH_FIELD_SEPARATOR).join('\n');
}

export function listScriptConfig(
  filters: readonly string[],
  total: number,
  countLine: (shown: number | string, total: number) => string,
  index?: ListIndexConfig,
): string {
  const config: ListScriptConfig = { f: [...filters], all: ALL_CITIES, a: countLine(total, total), s: countLine('#', total), t: total, ...(index ? { x: index } : {}) };
  return JSON.stringify(config);
}

/**
 * Called as the app starts, before React hydrates the page: the script stops, and cards it showed
 * Z to A go back to the built order React will hydrate, each kept in its place on screen by CSS `order`.
 */
export function takeOverFromListScript(doc: Document = document): void {
  const win = doc.defaultView as (Window & Record<string, unknown>) | null;
  if (win) win[APP_STARTED] = true;
  const list = doc.querySelector(`[${LIST_ATTRIBUTES.cards}][${LIST_ATTRIBUTES.reversed}]`);
  if (!list) return;
  const cards = [...list.children] as HTMLElement[];
  cards.reverse().forEach((card, index) => {
    card.style.order = String(cards.length - 1 - index);
    list.appendChild(card);
  });
  list.removeAttribute(LIST_ATTRIBUTES.reversed);
}

/**
 * In the commit that ends hydration, before the app shows its own view (useListState's state, in
 * the same task, so nothing is painted between): the page goes back to what React rendered, so
 * nothing the script did outlives what the app decides.
 */
export function clearListScriptTraces(root: ParentNode, emptyShownByApp: boolean): void {
  for (const card of root.querySelectorAll<HTMLElement>(`[${LIST_ATTRIBUTES.cards}] > *`)) {
    card.hidden = false;
    card.style.removeProperty('order');
  }
  for (const selector of [LIST_ATTRIBUTES.cards, LIST_ATTRIBUTES.footer]) root.querySelector<HTMLElement>(`[${selector}]`)?.removeAttribute('hidden');
  const more = root.querySelector<HTMLElement>(`[${LIST_ATTRIBUTES.more}]`);
  if (more) {
    more.replaceChildren();
    more.hidden = true;
  }
  const empty = root.querySelector<HTMLElement>(`[${LIST_ATTRIBUTES.empty}]`);
  if (empty) empty.hidden = !emptyShownByApp;
  // Hydration renders no search (useListState starts from the defaults), so no line.
  const said = root.querySelector<HTMLElement>(`[${LIST_ATTRIBUTES.said}]`);
  if (said) said.hidden = true;
}
