/** @jest-environment jsdom */
import { compiledInlineScripts } from '../../support/inline-scripts';

/**
 * A page of a longer list, reloaded by its form before the app started: the compiled script right
 * after the form (src/inline/show-address-in-form.ts) shows the address's search and city in it.
 */
const { showAddress } = compiledInlineScripts();

/** The form as built, with its script after it, at `url`; the script runs as the parser runs it. */
function pageAt(url: string, typed = '') {
  window.history.replaceState(null, '', url);
  document.body.innerHTML = `<form role="search"><input name="q" value="${typed}"><select name="city"><option value="all">All Cities</option><option value="Las Piñas">Las Piñas</option></select></form>`;
  const script = document.createElement('script');
  script.textContent = showAddress;
  document.body.append(script);
  const form = document.querySelector('form')!;
  return { q: (form.elements.namedItem('q') as HTMLInputElement).value, city: (form.elements.namedItem('city') as HTMLSelectElement).value };
}

afterEach(() => window.history.replaceState(null, '', '/'));

it('shows the address’s search and city in the form', () => {
  expect(pageAt('/shops/2/?q=pedal&city=Las+Pi%C3%B1as')).toEqual({ q: 'pedal', city: 'Las Piñas' });
});

it('keeps what the form already holds, and a city it has no option for', () => {
  expect(pageAt('/shops/2/?q=pedal&city=Atlantis', 'typed')).toEqual({ q: 'typed', city: 'all' });
});

it('leaves the form as built when the address asks nothing', () => {
  expect(pageAt('/shops/2/')).toEqual({ q: '', city: 'all' });
});
