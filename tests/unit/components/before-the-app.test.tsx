/** @jest-environment jsdom */
import '../../support/text-encoder';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { shopList } from '../../support/shop-list';
import { staticPage as renderStaticPage } from '../../support/static-page';
import { APP_STARTED, takeOverFromListScript } from '../../../src/lib/list-script';

/**
 * The static page is used before the app starts: what the visitor typed or picked in the list's
 * form then is what the app shows once it hydrates, over what the URL says (issue 25). The
 * browser tests (tests/e2e/before-the-app.spec.ts) do the same with the built site.
 */

window.matchMedia ??= (() => ({ matches: false, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const items = [
  { key: 'a', name: 'Bike Lab', place: 'Iloilo City' },
  { key: 'b', name: 'Bike Hub', place: 'Davao City' },
  { key: 'c', name: 'Cycle Works', place: 'Iloilo City' },
  { key: 'd', name: 'Pedal Point', place: 'Davao City' },
];
type Item = (typeof items)[number];

const view = shopList<Item>(items, { city: { label: 'City', allLabel: 'All Cities', placeOf: (item) => item.place } });

let container: HTMLElement;
let root: Root | null = null;

/** The static page at `url`, as the build writes it (tests/support/static-page.ts). */
function staticPage(url: string) {
  container = renderStaticPage(url, view);
}

const field = () => container.querySelector<HTMLInputElement>('input[name="q"]')!;
const select = () => container.querySelector<HTMLSelectElement>('select[name="city"]')!;
const names = () => [...container.querySelectorAll('li h2')].map((heading) => heading.textContent);

/** As the app starts (src/gatsby/hydrate.ts): the page's own script stops, then React hydrates. */
async function startApp() {
  takeOverFromListScript(document);
  await act(async () => {
    root = hydrateRoot(container, view);
  });
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  delete (window as unknown as Record<string, unknown>)[APP_STARTED];
  window.history.replaceState(null, '', '/');
});

describe('what the visitor does before the app starts', () => {
  it('text typed and a city picked in the static page are what the app shows, and the address says so', async () => {
    staticPage('/shops/');
    field().value = 'bike';
    select().value = 'Davao City';
    await startApp();
    expect(field().value).toBe('bike');
    expect(select().value).toBe('Davao City');
    expect(names()).toEqual(['Bike Hub']);
    expect(window.location.search).toBe('?q=bike&city=Davao+City');
  });

  it('the URL’s view holds where the visitor did nothing, and what they did wins where they did', async () => {
    staticPage('/shops/?q=cycle&city=all&sort=desc');
    select().value = 'Iloilo City';
    await startApp();
    expect(field().value).toBe('cycle');
    expect(names()).toEqual(['Cycle Works']);
    // The form writes every field; the app writes the address its own way.
    expect(window.location.search).toBe('?q=cycle&city=Iloilo+City&sort=desc');
  });

  it('a page reloaded by the form shows what was sent in the form before the app starts', () => {
    staticPage('/shops/?q=bike&city=Iloilo+City');
    expect(field().value).toBe('bike');
    expect(select().value).toBe('Iloilo City');
    // A city the list does not have leaves the choice as it was.
    container.remove();
    staticPage('/shops/?city=Nowhere');
    expect(select().value).toBe('all');
  });

  it('once the app runs, sending the form reloads nothing and the sort button only flips the order', async () => {
    staticPage('/shops/');
    await startApp();
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    act(() => {
      container.querySelector('form')!.dispatchEvent(submit);
    });
    expect(submit.defaultPrevented).toBe(true);
    act(() => {
      container.querySelector<HTMLButtonElement>('button[name="sort"]')!.click();
    });
    expect(names()).toEqual(['Pedal Point', 'Cycle Works', 'Bike Lab', 'Bike Hub']);
    expect(window.location.search).toBe('?sort=desc');
  });
});
