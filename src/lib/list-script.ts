import { ALL_CITIES, SEARCH_FIELD_SEPARATOR, haystackOf, type Searchable } from './list-filter';

/**
 * A list page answers its search, filters and sort from its first paint, before the app starts
 * (issue 34). The build writes into each card what the app's search looks at: its folded text
 * (haystackOf, list-filter.ts) and each filter's value; the cards arrive A to Z (the build ranks
 * them with the app's collator), so Z to A is the reverse and the page needs no collator. LIST_SCRIPT,
 * inline after the list, then only folds the query as foldForSearch does and checks substrings.
 * tests/unit/lib/list-script.test.ts runs one table of cases against it and the app.
 *
 * The script shows and hides the cards (the `hidden` attribute) and reverses them for Z to A. When
 * the app starts, `takeOverFromListScript` (before hydration) stops it and puts the cards back in
 * the order React expects, keeping where they show with CSS `order`; `clearListScriptTraces`
 * (in the commit that ends hydration, before the app applies its own view) removes the rest.
 */

/** Attributes the build writes and the script reads. */
export const LIST_ATTRIBUTES = {
  /** On each card: the folded text its search matches. */
  haystack: 'data-s',
  /** On each card, with the filter's name appended: the card's value of that filter (`data-f-city`). */
  filterPrefix: 'data-f-',
  /** On the list of cards, the count line, the empty state and the list's footer. */
  cards: 'data-cards',
  count: 'data-count',
  empty: 'data-empty',
  footer: 'data-footer',
  /** On the list of cards while the script shows them Z to A (reversed from the built order). */
  reversed: 'data-r',
  /** A second list, empty in the HTML, where the script shows an answer from the whole list's index (a list longer than its page). */
  more: 'data-more',
} as const;

/**
 * Set on window by the script when it fetches a long list's index: the request (its JSON), and the
 * rows once they have come. The app's loader (shop-index-loader.ts) takes them over, so the index is
 * fetched once, and the app shows at once the answer the script showed.
 */
export const INDEX_REQUEST = '__padyakIndex';
export const INDEX_ROWS = '__padyakRows';

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
  /** [a region's beginning, the province it stands for] (provinceOf: NCR is Metro Manila). */
  r: [string, string];
}

/** How many results a list shows at first when it answers a search (the rest come as the visitor scrolls); the script shows as many. */
export const RESULTS_PER_SCREENFUL = 60;

/** Set on window when the app starts; the script then leaves everything to it. */
export const APP_STARTED = '__padyakApp';

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

/*
 * The script, written small (it is in every list page; tests/e2e/budgets.spec.ts holds its size).
 * c config, x its index part, r the element around the list, F the form, E its fields, Q the search
 * field, L the cards, B them in the built order, X the list for an answer from the index, I the
 * index's rows once loaded (G: asked for), d the order, P the address's query, V the filters' values,
 * u the address's new query. fold() is foldForSearch (list-filter.ts); m() is one card's or row's match.
 * Before it runs, the form shows what the address says (a page reloaded by a form sent before
 * the app started). Enter and the sort button are answered in place; the address follows. A page
 * with nothing asked is left as built: the parse that paints it is not held up.
 * With an index (x), anything asked fetches it (once): meanwhile the page's own cards that match show
 * under "Searching all …"; then the first x.n results of the whole list show in X, the page's cards
 * copied where the page has them, the others as plain cards (name, place and link) until the app starts.
 */
export const LIST_SCRIPT =
  `(S=>{var c=JSON.parse(S.dataset.c),x=c.x,W=window,r=S.parentNode,$=s=>r.querySelector(s),F=$("form[role=search]"),E=F.elements,Q=E.namedItem("q"),
L=$("[data-cards]"),B=L?[...L.children]:[],H=B.map(e=>{var o={s:e.dataset.s,e};c.f.forEach(k=>o[k]=e.getAttribute("data-f-"+k));return o}),
X=$("[data-more]"),T=X&&X.children[0],I,w,V,P=new URLSearchParams(location.search),d=P.get("sort")=="desc"?"desc":"asc",
fold=t=>t.normalize("NFD").replace(/[\\u0300-\\u036f]/g,"").toLowerCase(),
val=k=>{var e=E.namedItem(k),v=P.get(k);return e?e.value:v&&(x&&!I||(I||H).some(o=>o[k]===v))?v:c.all},
m=o=>o.s.includes(w)&&c.f.every(k=>V[k]==c.all||o[k]==V[k]),
card=o=>{var R=o.r,h=o.h,e=(h||T).cloneNode(!0),q=e.querySelectorAll("h2,p,a");e.hidden=0;if(h)return e;
q[0].textContent=R[1];q[1].textContent=R[3]&&R[3]!=R[2]?R[2]+", "+R[3]:R[2];q[R[5]?3:2].remove();q=q[R[5]?2:3];
q.href=R[5]||q.getAttribute("href").replace("%7Bn%7D",encodeURIComponent(R[1])).replace("%7Bl%7D",encodeURIComponent(R[2]));return e},
run=()=>{if(W.${APP_STARTED})return;var n,u=new URLSearchParams(),b,K,Y,M=[];w=fold(Q.value.trim());V={};
if(Q.value)u.set("q",Q.value);c.f.forEach(k=>{var v=V[k]=val(k);if(v!==c.all)u.set(k,v)});if(d=="desc")u.set("sort",d);u=u.toString();
if(x&&u&&!W.${INDEX_REQUEST}){(W.${INDEX_REQUEST}=fetch(x.u).then(s=>{if(!s.ok)throw s;return s.json()})).then(j=>{W.${INDEX_ROWS}=j;
I=j.map((R,i)=>({s:fold(R.slice(1,5).filter(Boolean).join("\\n")),city:R[2],province:R[3]||(R[4].indexOf(x.r[0])?"":x.r[1]),r:R,h:B[i]}));run()},()=>{x=0;run()})}
Y=x&&u;K=Y&&I;Y=Y&&!I;
if(L&&L.hasAttribute("data-r")!=(d=="desc")){L.append(...(d=="desc"?[...B].reverse():B));L.toggleAttribute("data-r")}
n=H.filter(o=>!(o.e.hidden=!m(o))).length;
if(K){M=I.filter(m);n=M.length;if(d=="desc")M.reverse()}
if(X){X.replaceChildren(...M.slice(0,${RESULTS_PER_SCREENFUL}).map(card));X.hidden=!(n&&K)}
$("[data-count]").textContent=Y?x.w:n==c.t?c.a:c.s.replace("#",n.toLocaleString("en"));$("[data-empty]").hidden=n>0||Y;if(L)L.hidden=!n||K;if(b=$("[data-footer]"))b.hidden=!n;b=E.namedItem("sort");
if(b){b.dataset.sort=d;b.value=d=="asc"?"desc":"asc";b.setAttribute("aria-label",b.dataset[d])}
history.replaceState(history.state,"",(u?"?"+u:location.pathname)+location.hash)};
if(P.get("q")&&!Q.value)Q.value=P.get("q");
c.f.forEach(k=>{var v=P.get(k),e=E.namedItem(k);if(v&&e&&[...e.options].some(o=>o.value===v))e.value=v});
F.addEventListener("input",run);F.addEventListener("change",run);
F.addEventListener("submit",e=>{if(W.${APP_STARTED})return;e.preventDefault();if(e.submitter&&e.submitter.name=="sort")d=d=="asc"?"desc":"asc";run()});
if(Q.value||d=="desc"||c.f.some(k=>val(k)!==c.all))run()})(document.currentScript)`.replace(/\n/g, '');

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
}
