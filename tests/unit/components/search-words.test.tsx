/** @jest-environment jsdom */
import '../../support/text-encoder';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { shopList } from '../../support/shop-list';
import { staticPage } from '../../support/static-page';
import { distinctPlaces } from '../../../src/lib/list-filter';
import { ListScriptWindow, INDEX_REQUEST, INDEX_ROWS } from '../../../src/lib/list-script';
import { rowFilterValues } from '../../../src/lib/open-labels';
import { parseShopIndex, toIndexRow, type ShopIndexRow } from '../../../src/lib/shop-pages';
import { provinceOf } from '../../../src/lib/provinces';
import { SHOPS_LIST_WORDS, type SearchAlias } from '../../../src/lib/search-words';
import type { ShopCardData } from '../../../src/lib/card-data';
import type { Facet } from '../../../src/hooks/use-directory-items';
import { SHOP_CARD_TEMPLATE } from '../../../src/components/ShopCard/ShopCard';

/**
 * Search in the words riders use (src/lib/search-words.ts): the same searches typed in the page as
 * built, before the app starts (its words script and list script), and in the app, show the same
 * shops and say "Showing results for …" alike; at 10,000 shops the page's script reads them over the index.
 */

window.matchMedia ??= (() => ({ matches: false, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;

const NCR = 'National Capital Region (NCR)';
const VISAYAS = 'Western Visayas (Region VI)';
const shop = (key: string, name: string, location: string, province: string | null, region: string, services: string[] = []): ShopCardData => ({
  key,
  name,
  location,
  province,
  region,
  link: null,
  services,
});
// A to Z, as the build ranks them.
const shops: ShopCardData[] = [
  shop('a', 'Ayos Bikes', 'Marikina', null, NCR),
  shop('b', 'Bike Lab Test', 'Iloilo City', 'Iloilo', VISAYAS, ['repair', 'rental']),
  shop('c', 'Cog Parts', 'Iloilo City', 'Iloilo', VISAYAS, ['parts']),
  shop('d', 'Ermita Wheels', 'Manila', null, NCR, ['repair', 'parts']),
  shop('e', 'Makati Spokes', 'Makati', null, NCR, ['repair']),
  shop('f', 'Manila Bay Cycles', 'Pasig', null, NCR),
];

const aliases: SearchAlias[] = [
  { word: 'bisikleta', kind: 'list', means: 'all' },
  { word: 'tindahan', kind: 'list', means: 'shops' },
  { word: 'piyesa', kind: 'service', means: 'parts' },
  { word: 'ayos', kind: 'service', means: 'repair' },
  { word: 'Maynila', kind: 'place', means: 'Manila' },
  { word: 'pintura', kind: 'list', means: 'bike-repaint' },
  { word: 'ng', kind: 'skip', means: '' },
  { word: 'sa', kind: 'skip', means: '' },
];

const facets: Facet<ShopCardData>[] = [
  {
    name: 'service',
    label: 'Service',
    allLabel: 'Any service',
    options: [
      { value: 'repair', label: 'Repairs' },
      { value: 'parts', label: 'Parts' },
    ],
    of: (item) => item.services ?? [],
  },
];
const placeOf = (item: ShopCardData) => item.location;
const searchFields = (item: ShopCardData) => [item.location, item.province, item.region];
const props = {
  searchFields,
  city: { label: 'City', allLabel: 'All Cities', placeOf, places: distinctPlaces(shops, placeOf) },
  province: { of: provinceOf, names: ['Iloilo', 'Metro Manila'] },
  facets,
  searchWords: { list: SHOPS_LIST_WORDS, aliases },
};

const every = shops.map((item) => item.name);
// What a visitor types, the shops they should see, and what the line says (null: no line).
const cases: [string, string, string[], string | null][] = [
  ['"bisikleta" (bike) keeps every shop', 'bisikleta', every, 'bike'],
  ['"tindahan" (shop) keeps every shop', 'Tindahan', every, 'bike shop'],
  ['"piyesa" finds the shops with parts', 'piyesa', ['Cog Parts', 'Ermita Wheels'], 'parts'],
  ['"ayos Iloilo" finds Iloilo’s repair shops', 'ayos Iloilo', ['Bike Lab Test'], 'repair, Iloilo'],
  ['"Maynila" finds the city of Manila’s shops, not every shop with Manila in its name or region', 'Maynila', ['Ermita Wheels'], 'Manila'],
  ['a word and a place, in any case and spacing', '  AYOS   maynila ', ['Ermita Wheels'], 'repair, Manila'],
  ['a word still finds a shop named with it', 'ayos', ['Ayos Bikes', 'Bike Lab Test', 'Ermita Wheels', 'Makati Spokes'], 'repair'],
  ['the words left are searched together, as typed', 'piyesa cog parts', ['Cog Parts'], 'parts, cog parts'],
  ['a word for another list is searched as typed', 'pintura', [], null],
  ['the small words between are skipped: "tindahan ng piyesa"', 'tindahan ng piyesa', ['Cog Parts', 'Ermita Wheels'], 'bike shop, parts'],
  ['each run of words left is searched on its own: "ayos ng bike sa Iloilo"', 'ayos ng bike sa Iloilo', ['Bike Lab Test'], 'repair, bike, Iloilo'],
  ['a small word alone is searched as typed: "sa" is in Western Visayas', 'sa', ['Bike Lab Test', 'Cog Parts'], null],
  ['no word: the search as before, and no line', 'iloilo', ['Bike Lab Test', 'Cog Parts'], null],
];

const shownNames = (root: ParentNode) =>
  [...root.querySelectorAll<HTMLElement>('ul > li')].filter((card) => !card.hidden && !card.closest('[hidden]')).map((card) => card.querySelector('h2')?.textContent);
const saidLine = (root: ParentNode) => {
  const line = root.querySelector<HTMLElement>('[data-said]')!;
  return line.hidden ? null : line.textContent;
};
const said = (text: string | null) => (text === null ? null : `Showing results for ${text}`);

afterEach(() => {
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
  for (const name of [INDEX_ROWS, INDEX_REQUEST, ListScriptWindow.openNow, ListScriptWindow.words]) delete (window as unknown as Record<string, unknown>)[name];
});

describe('before the app starts: the page’s own scripts read the words', () => {
  it.each(cases)('%s', (_, typed, names, line) => {
    const page = staticPage('/shops/', shopList(shops, props));
    const field = page.querySelector<HTMLInputElement>('input[name="q"]')!;
    field.value = typed;
    field.dispatchEvent(new Event('input', { bubbles: true }));
    expect(shownNames(page)).toEqual(names);
    expect(saidLine(page)).toBe(said(line));
    expect(new URLSearchParams(window.location.search).get('q')).toBe(typed);
  });

  it('from the address, and the line goes when the search is cleared', () => {
    const page = staticPage('/shops/?q=ayos+Iloilo', shopList(shops, props));
    expect(shownNames(page)).toEqual(['Bike Lab Test']);
    expect(saidLine(page)).toBe(said('repair, Iloilo'));
    const field = page.querySelector<HTMLInputElement>('input[name="q"]')!;
    field.value = '';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    expect(shownNames(page)).toEqual(every);
    expect(saidLine(page)).toBeNull();
  });

  it('with a filter picked too: "piyesa" in Iloilo City', () => {
    const page = staticPage('/shops/?city=Iloilo+City', shopList(shops, props));
    const field = page.querySelector<HTMLInputElement>('input[name="q"]')!;
    field.value = 'piyesa';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    expect(shownNames(page)).toEqual(['Cog Parts']);
  });
});

describe('in the app', () => {
  it.each(cases)('%s', async (_, typed, names, line) => {
    const { container } = render(shopList(shops, props));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: typed } });
    await waitFor(() => expect(shownNames(container)).toEqual(names));
    expect(saidLine(container)).toBe(said(line));
  });
});

describe('at 10,000 shops: the page’s script reads the words over the index, as the app does', () => {
  const onPage = 2;
  const rows = shops.map(toIndexRow);
  const longList = () =>
    shopList(shops.slice(0, onPage), {
      ...props,
      whole: {
        total: shops.length,
        load: () => Promise.resolve(parseShopIndex(rows)),
        searching: `Searching all ${shops.length} shops…`,
        early: { index: { u: '/shops/index.json' }, loaded: () => null, card: SHOP_CARD_TEMPLATE },
      },
    });

  beforeEach(() => {
    // What the open-now script, before the list's, gives it on /shops: each row's province, services and payments.
    (window as unknown as Record<string, unknown>)[ListScriptWindow.openNow] = (row: ShopIndexRow) => rowFilterValues(row, Date.now(), document);
    globalThis.fetch = jest.fn(() => Promise.resolve({ ok: true, json: () => Promise.resolve(JSON.parse(JSON.stringify(rows))) })) as unknown as typeof fetch;
  });

  it.each(cases)('%s', async (_, typed, names, line) => {
    const page = staticPage('/shops/', longList());
    const field = page.querySelector<HTMLInputElement>('input[name="q"]')!;
    field.value = typed;
    await act(async () => {
      field.dispatchEvent(new Event('input', { bubbles: true }));
      await Promise.resolve();
    });
    // The answer from the index shows in the second list; the page's own cards are hidden.
    await waitFor(() => expect(shownNames(page.querySelector('[data-more]')!.parentNode!).filter(Boolean)).toEqual(names));
    expect(saidLine(page)).toBe(said(line));
  });
});
