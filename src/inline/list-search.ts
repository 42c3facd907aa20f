/**
 * The list's own search, inline after the list of every list page: it answers a search, the
 * filters and the sort typed before the app starts (src/lib/list-script.ts says what the build
 * writes for it and how the app takes over). Compiled to a small script by
 * src/gatsby/compile-inline-scripts.ts; tests/e2e/budgets.spec.ts holds its size with its settings
 * (1.5 KB gzip), so what it shares with the app is imported only where that costs no more bytes
 * than writing it here: the attributes, the names on window, the folding of the index's rows. A search
 * is read by the list's words script, which runs before it (src/inline/search-words.ts, its own budget).
 * The address is read and written as src/lib/list-state.ts does (q, each filter, sort; defaults
 * left out), by hand: its functions would not fit the budget.
 *
 * Before it runs, the form shows what the address says (a page reloaded by a form sent before
 * the app started). Enter and the sort button are answered in place; the address follows. A page
 * with nothing asked is left as built: the parse that paints it is not held up.
 * With an index (a list longer than its page), anything asked fetches it (once): meanwhile the
 * page's own cards that match show under "Searching all …"; then the first results of the whole
 * list show in a second list, the page's cards copied where the page has them, the others as plain
 * cards (name, place and link) until the app starts.
 */
import { foldForSearch } from '../lib/list-filter';
import { LIST_ATTRIBUTES, ListScriptWindow, RESULTS_PER_SCREENFUL, type ListScriptConfig } from '../lib/list-script';
import type { ShopIndexRow } from '../lib/shop-pages';

/**
 * A card of the page, or a row of the index: what a search and the filters look at. Its property
 * names are this script's own, so the compiler shortens them (OWN_PROPERTIES, compile-inline-scripts.ts).
 */
interface Entry {
  /** The folded text a search matches (LIST_ATTRIBUTES.haystack). */
  foldedText: string;
  /** Each filter's value, by the filter's name. */
  filterValues: Record<string, string | null>;
  /** The card on the page. */
  pageCard?: HTMLElement;
  /** The index's row. */
  indexRow?: ShopIndexRow;
}

type ListWindow = Window & {
  [ListScriptWindow.appStarted]?: boolean;
  [ListScriptWindow.indexRequest]?: Promise<ShopIndexRow[]>;
  [ListScriptWindow.indexRows]?: ShopIndexRow[];
  [ListScriptWindow.openNow]?: (row: ShopIndexRow) => Record<string, string>;
  [ListScriptWindow.words]: (query: string) => (text: string, values: Entry['filterValues']) => boolean;
};

// Runs where it stands, while the page is parsed: the script element is the list's.
const script = document.currentScript as HTMLScriptElement;
const config = JSON.parse(script.dataset.c as string) as ListScriptConfig;
const win = window as unknown as ListWindow;
const root = script.parentNode as ParentNode;
const find = <E extends Element = HTMLElement>(selector: string) => root.querySelector<E>(selector);
const form = find<HTMLFormElement>('form[role=search]') as HTMLFormElement;
const fields = form.elements;
const query = fields.namedItem('q') as HTMLInputElement;
const list = find(`[${LIST_ATTRIBUTES.cards}]`);
const built = list ? ([...list.children] as HTMLElement[]) : [];
const cards = built.map((card) => {
  const entry: Entry = { foldedText: card.getAttribute(LIST_ATTRIBUTES.haystack) as string, filterValues: {}, pageCard: card };
  for (const filter of config.f) entry.filterValues[filter] = card.getAttribute(LIST_ATTRIBUTES.filterPrefix + filter);
  return entry;
});
const more = find(`[${LIST_ATTRIBUTES.more}]`);
/** The plain card a row beyond the page is shown with (there when `more` is). */
const template = more?.children[0] as HTMLElement;
const address = new URLSearchParams(location.search);
/** The index of a list longer than its page; none once it could not be fetched. */
let index: ListScriptConfig['x'] | null = config.x;
let rows: Entry[] | undefined;
/** What the visitor asked: the search, read through the list's words (its script, before this one), and each filter's value (set by answer()). */
let searched: ReturnType<ListWindow[ListScriptWindow.words]>;
let chosen: Record<string, string>;
/** Z to A: the cards arrive A to Z, so this is their reverse. */
let descending = address.get('sort') === 'desc';

/** A filter's value: its field's, or for a filter with no field, the address's when an entry has it. */
const valueOf = (filter: string) => {
  const field = fields.namedItem(filter) as HTMLSelectElement | null;
  const asked = address.get(filter);
  if (field) return field.value;
  return asked && ((index && !rows) || (rows ?? cards).some((entry) => entry.filterValues[filter] === asked)) ? asked : config.all;
};
// A filter's value is one of the entry's ('repair|parts' holds 'repair'); a city's or province's is the whole (it holds no '|').
const matches = (entry: Entry) =>
  searched(entry.foldedText, entry.filterValues) &&
  config.f.every((filter) => chosen[filter] === config.all || entry.filterValues[filter]?.split('|').includes(chosen[filter]!));

/** The page's own card for an entry, or a plain one made from the template (name, place, link). */
const cardOf = ({ indexRow: row, pageCard: card }: Entry) => {
  const made = (card ?? template).cloneNode(true) as HTMLElement;
  made.hidden = false;
  if (card) return made;
  const [, name, location, province, , link] = row as ShopIndexRow;
  const [heading, place, visit, mapSearch] = made.querySelectorAll<HTMLElement>('h2,p,a');
  (heading as HTMLElement).textContent = name;
  (place as HTMLElement).textContent = province && province !== location ? `${location}, ${province}` : location;
  (link ? mapSearch : visit)!.remove();
  const anchor = (link ? visit : mapSearch) as HTMLAnchorElement;
  anchor.href = link || (anchor.getAttribute('href') as string).replace('%7Bn%7D', encodeURIComponent(name)).replace('%7Bl%7D', encodeURIComponent(location));
  return made;
};

const answer = () => {
  if (win[ListScriptWindow.appStarted]) return;
  const asked = new URLSearchParams();
  searched = win[ListScriptWindow.words](query.value);
  chosen = {};
  if (query.value) asked.set('q', query.value);
  for (const filter of config.f) {
    const value = (chosen[filter] = valueOf(filter));
    if (value !== config.all) asked.set(filter, value);
  }
  if (descending) asked.set('sort', 'desc');
  const search = asked.toString();
  // Asked, of a list longer than its page: the answer is the whole list's, from its index.
  const wholeList = search ? index : null;
  if (wholeList && !win[ListScriptWindow.indexRequest]) {
    // Fetched once, and shared with the app through window.
    (win[ListScriptWindow.indexRequest] = fetch(wholeList.u).then((response) => {
      // The failure's value is never read (below, and the app's loader only note that it failed): no Error, which would cost bytes.
      // eslint-disable-next-line @typescript-eslint/only-throw-error
      if (!response.ok) throw response;
      return response.json() as Promise<ShopIndexRow[]>;
    })).then(
      (json) => {
        win[ListScriptWindow.indexRows] = json;
        rows = json.map((row, at) => ({
          foldedText: foldForSearch(row.slice(1, 5).filter(Boolean).join('\n')),
          // The row's province, services, payments and whether its week is open now come from the open-now script, before this one.
          filterValues: { city: row[2], ...win[ListScriptWindow.openNow]?.(row) },
          indexRow: row,
          pageCard: built[at],
        }));
        answer();
      },
      () => {
        index = null;
        answer();
      },
    );
  }
  const fromIndex = wholeList && rows;
  const waiting = wholeList && !rows ? wholeList : null;
  if (list && list.hasAttribute(LIST_ATTRIBUTES.reversed) !== descending) {
    list.append(...(descending ? [...built].reverse() : built));
    list.toggleAttribute(LIST_ATTRIBUTES.reversed);
  }
  let found = cards.filter((entry) => !((entry.pageCard as HTMLElement).hidden = !matches(entry))).length;
  let answers: Entry[] = [];
  if (fromIndex) {
    answers = rows!.filter(matches); // there when fromIndex is
    found = answers.length;
    if (descending) answers.reverse();
  }
  if (more) {
    more.replaceChildren(...answers.slice(0, RESULTS_PER_SCREENFUL).map(cardOf));
    more.hidden = !(found && fromIndex);
  }
  (find(`[${LIST_ATTRIBUTES.count}]`) as HTMLElement).textContent = waiting
    ? waiting.w
    : found === config.t
      ? config.a
      : config.s.replace('#', found.toLocaleString('en'));
  (find(`[${LIST_ATTRIBUTES.empty}]`) as HTMLElement).hidden = found > 0 || !!waiting;
  if (list) list.hidden = !found || !!fromIndex;
  const footer = find(`[${LIST_ATTRIBUTES.footer}]`);
  if (footer) footer.hidden = !found;
  const sortButton = fields.namedItem('sort') as HTMLButtonElement | null;
  if (sortButton) {
    // Its name says the order shown; its value, the other order it would send.
    const shown = (sortButton.dataset.sort = descending ? 'desc' : 'asc');
    sortButton.value = descending ? 'asc' : 'desc';
    sortButton.setAttribute('aria-label', sortButton.dataset[shown] as string);
  }
  history.replaceState(history.state, '', (search ? `?${search}` : location.pathname) + location.hash);
};

if (address.get('q') && !query.value) query.value = address.get('q') as string;
for (const filter of config.f) {
  const value = address.get(filter);
  const field = fields.namedItem(filter) as HTMLSelectElement | null;
  if (value && field && [...field.options].some((option) => option.value === value)) field.value = value;
}
form.addEventListener('input', answer);
form.addEventListener('change', answer);
form.addEventListener('submit', (event) => {
  if (win[ListScriptWindow.appStarted]) return;
  event.preventDefault();
  if ((event.submitter as HTMLButtonElement | null)?.name === 'sort') descending = !descending;
  answer();
});
if (query.value || descending || config.f.some((filter) => valueOf(filter) !== config.all)) answer();
