/**
 * Right after the form of a page of a longer list (one the list's search cannot answer whole):
 * before the app starts, the form's search field and city show the address's (`?q=`, `?city=`),
 * so a page reloaded by a form sent before the app started (Enter, the sort button) shows what was
 * sent, and sends it again with the next Enter. The list under it stays as built until the app
 * starts and applies the address. A property, not an attribute, so hydration has nothing to
 * disagree with. Compiled by src/gatsby/compile-inline-scripts.ts; the page's CSP hashes the text.
 */
import { ALL_CITIES } from '../lib/list-filter';
import { parseListState } from '../lib/list-state';

function showAddressInForm(form: Element | null | undefined) {
  if (!(form instanceof HTMLFormElement)) return;
  const { q, city } = parseListState(location.search);
  const query = form.elements.namedItem('q');
  const select = form.elements.namedItem('city');
  if (q && query instanceof HTMLInputElement && !query.value) query.value = q;
  if (city !== ALL_CITIES && select instanceof HTMLSelectElement && [...select.options].some((option) => option.value === city)) select.value = city;
}

showAddressInForm(document.currentScript?.previousElementSibling);
