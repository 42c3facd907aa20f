/**
 * Right after the form of a page of a longer list (one the list's search cannot answer whole):
 * before the app starts, the form's search field and dropdowns show the address's (`?q=`, `?city=`, `?service=`…),
 * so a page reloaded by a form sent before the app started (Enter, the sort button) shows what was
 * sent, and sends it again with the next Enter. The list under it stays as built until the app
 * starts and applies the address. A property, not an attribute, so hydration has nothing to
 * disagree with. Compiled by src/gatsby/compile-inline-scripts.ts; the page's CSP hashes the text.
 */
import { ALL_CITIES } from '../lib/list-filter';
import { LIST_FILTERS, parseListState } from '../lib/list-state';

function showAddressInForm(form: Element | null | undefined) {
  if (!(form instanceof HTMLFormElement)) return;
  const state = parseListState(location.search);
  const query = form.elements.namedItem('q');
  if (state.q && query instanceof HTMLInputElement && !query.value) query.value = state.q;
  for (const filter of LIST_FILTERS) {
    const value = state[filter];
    const select = form.elements.namedItem(filter);
    if (value !== ALL_CITIES && select instanceof HTMLSelectElement && [...select.options].some((option) => option.value === value)) select.value = value;
  }
}

showAddressInForm(document.currentScript?.previousElementSibling);
