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
} as const;

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
}

/** Text for a card's search attribute: the app's haystack, with a separator an HTML attribute can hold (no query holds either). */
export function cardHaystack<T extends Searchable>(item: T, extraFields?: (item: T) => readonly (string | null | undefined)[]): string {
  return haystackOf(item, extraFields).split(SEARCH_FIELD_SEPARATOR).join('\n');
}

export function listScriptConfig(filters: readonly string[], total: number, countLine: (shown: number | string, total: number) => string): string {
  const config: ListScriptConfig = { f: [...filters], all: ALL_CITIES, a: countLine(total, total), s: countLine('#', total), t: total };
  return JSON.stringify(config);
}

/*
 * The script, written small (it is in every list page; tests/e2e/budgets.spec.ts holds its size).
 * c config, r the element around the list, F the form, E its fields, Q the search field,
 * L the cards, d the order, P the address's query. fold() is foldForSearch (list-filter.ts).
 * Before it runs, the form shows what the address says (a page reloaded by a form sent before
 * the app started). Enter and the sort button are answered in place; the address follows. A page
 * with nothing asked is left as built: the parse that paints it is not held up.
 */
export const LIST_SCRIPT = `(function(S){var c=JSON.parse(S.getAttribute("data-c")),r=S.parentNode,F=r.querySelector("form[role=search]"),E=F.elements,Q=E.namedItem("q"),
L=r.querySelector("[data-cards]"),P=new URLSearchParams(location.search),d=P.get("sort")=="desc"?"desc":"asc",$=function(s){return r.querySelector(s)};
if(P.get("q")&&!Q.value)Q.value=P.get("q");
c.f.forEach(function(k){var v=P.get(k),e=E.namedItem(k);if(v&&e&&[].some.call(e.options,function(o){return o.value===v}))e.value=v});
function fold(t){return t.normalize("NFD").replace(/[\\u0300-\\u036f]/g,"").toLowerCase()}
function val(k){var e=E.namedItem(k),v=P.get(k);if(e)return e.value;return v&&L&&[].some.call(L.children,function(x){return x.getAttribute("data-f-"+k)===v})?v:c.all}
function run(){if(window.${APP_STARTED})return;var w=fold(Q.value.trim()),n=0,u=new URLSearchParams(),C=L?[].slice.call(L.children):[],b=E.namedItem("sort");
if(Q.value)u.set("q",Q.value);c.f.forEach(function(k){var v=val(k);if(v!==c.all)u.set(k,v)});if(d=="desc")u.set("sort",d);
if(L&&L.hasAttribute("data-r")!=(d=="desc")){C.reverse().forEach(function(e){L.appendChild(e)});L.toggleAttribute("data-r")}
C.forEach(function(e){var ok=e.getAttribute("data-s").indexOf(w)>=0;c.f.forEach(function(k){var v=val(k);if(v!==c.all&&e.getAttribute("data-f-"+k)!==v)ok=false});e.hidden=!ok;if(ok)n++});
$("[data-count]").textContent=n==c.t?c.a:c.s.replace("#",n);$("[data-empty]").hidden=n>0;if(L)L.hidden=!n;if($("[data-footer]"))$("[data-footer]").hidden=!n;
if(b){b.setAttribute("data-sort",d);b.value=d=="asc"?"desc":"asc";b.setAttribute("aria-label",b.getAttribute("data-"+d))}
u=u.toString();history.replaceState(history.state,"",location.pathname+(u?"?"+u:"")+location.hash)}
F.addEventListener("input",run);F.addEventListener("change",run);
F.addEventListener("submit",function(e){if(window.${APP_STARTED})return;e.preventDefault();if(e.submitter&&e.submitter.name=="sort")d=d=="asc"?"desc":"asc";run()});
if(Q.value||d=="desc"||c.f.some(function(k){return val(k)!==c.all}))run()})(document.currentScript)`.replace(/\n/g, '');

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
  const empty = root.querySelector<HTMLElement>(`[${LIST_ATTRIBUTES.empty}]`);
  if (empty) empty.hidden = !emptyShownByApp;
}
