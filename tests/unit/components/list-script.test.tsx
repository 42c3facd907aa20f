/** @jest-environment jsdom */
import { rowFilterValues } from '../../../src/lib/open-labels';
import type { ShopIndexRow } from '../../../src/lib/shop-pages';
import '../../support/text-encoder';
import type * as React from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { shopList } from '../../support/shop-list';
import { staticPage as renderStaticPage } from '../../support/static-page';
import { ALL_CITIES, ALL_PROVINCES, distinctPlaces, filterAndSort, indexForSearch, sortByName, type SortDirection } from '../../../src/lib/list-filter';
import { takeOverFromListScript, APP_STARTED, INDEX_REQUEST, INDEX_ROWS, ListScriptWindow } from '../../../src/lib/list-script';
import type { ShopCardData } from '../../../src/lib/card-data';
import { shopsCopy } from '../../../src/content/directories';
import { SHOP_CARD_TEMPLATE } from '../../../src/components/ShopCard/ShopCard';
import { METRO_MANILA, provinceOf } from '../../../src/lib/provinces';
import { parseShopIndex, toIndexRow } from '../../../src/lib/shop-pages';
import { mapSearchUrl } from '../../../src/config/addresses';

/**
 * A list page answers its search, city and sort before the app starts, with its own small
 * script (src/inline/list-search.ts; its attributes in src/lib/list-script.ts; issue 34). One table of cases runs against that script, on the
 * page as the build writes it, and against the app's rules (list-filter.ts): both must give the
 * same cards in the same order, the same count line and the same empty state.
 */

window.matchMedia ??= (() => ({ matches: false, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Shop {
  key: string;
  name: string;
  location: string;
  province: string | null;
  region: string;
}

const NCR = 'National Capital Region (NCR)';
// Names chosen for what a collator does and a plain comparison does not: case, accents, ñ, numbers.
const shops: Shop[] = [
  { key: 'a', name: 'Pedal Works', location: 'Biñan', province: 'Laguna', region: 'Calabarzon (Region IV-A)' },
  { key: 'b', name: 'apex cycles', location: 'Las Piñas', province: null, region: NCR },
  { key: 'c', name: 'Zebra Bikes', location: 'Quezon City', province: null, region: NCR },
  { key: 'd', name: 'Édouard Velo', location: 'Quezon City', province: null, region: NCR },
  { key: 'e', name: 'Shop 10', location: 'Las Piñas', province: null, region: NCR },
  { key: 'f', name: 'Shop 2', location: 'Biñan', province: 'Laguna', region: 'Calabarzon (Region IV-A)' },
  { key: 'g', name: 'Las Pinas Pedals', location: 'Quezon City', province: null, region: NCR },
  { key: 'h', name: 'Niño Bikes', location: 'Quezon City', province: null, region: NCR },
  { key: 'i', name: 'Nino Rides', location: 'Biñan', province: 'Laguna', region: 'Calabarzon (Region IV-A)' },
];
const searchFields = (shop: Shop) => [shop.location, shop.province, shop.region];
const placeOf = (shop: Shop) => shop.location;
// The build ranks the cards A to Z with the site's collator (source-nodes.ts nameRanks).
const built = sortByName(shops, 'asc');

interface Case {
  q?: string;
  city?: string;
  sort?: SortDirection;
}

const cases: [string, Case][] = [
  ['nothing asked: every card, A to Z', {}],
  ['Z to A', { sort: 'desc' }],
  ['case does not matter', { q: 'ZEBRA' }],
  ['accents do not matter in the query', { q: 'Las Pinas' }],
  ['nor in the name', { q: 'las piñas' }],
  ['ñ and n are one letter to search', { q: 'nino' }],
  ['É is found by e', { q: 'edouard' }],
  ['the location, province and region are searched', { q: 'laguna' }],
  ['the region, Z to A', { q: 'ncr', sort: 'desc' }],
  ['spaces around the query are ignored', { q: '  shop  ' }],
  ['a match never spans two fields', { q: 'works biñan' }],
  ['numbers in names sort as numbers', { q: 'shop', sort: 'desc' }],
  ['a city', { city: 'Quezon City' }],
  ['a city with an accent, with a search', { city: 'Las Piñas', q: 'shop' }],
  ['a city and a search that match nothing together', { city: 'Biñan', q: 'zebra' }],
  ['nothing matches', { q: 'no such shop' }],
  ['a blank query is no query', { q: '   ', sort: 'desc' }],
];

const view = shopList<Shop>(built, { searchFields, city: { label: 'City', allLabel: 'All Cities', placeOf } });

/** What the app shows for a case: its rules, as DirectoryView applies them. */
function appAnswer({ q = '', city = ALL_CITIES, sort = 'asc' }: Case) {
  const names = filterAndSort(indexForSearch(built, searchFields), { query: q, direction: sort, city, placeOf }).map((shop) => shop.name);
  return { names, count: names.length === shops.length ? `${shops.length} listed` : `${names.length} of ${shops.length} shown`, empty: names.length === 0 };
}

let container: HTMLElement;
let root: Root | null = null;

/** The static page at `url`, as the build writes it (tests/support/static-page.ts). */
function staticPage(url: string, page: React.ReactElement = view) {
  container = renderStaticPage(url, page);
}

const field = () => container.querySelector<HTMLInputElement>('input[name="q"]')!;
const select = () => container.querySelector<HTMLSelectElement>('select[name="city"]')!;
const sortButton = () => container.querySelector<HTMLButtonElement>('button[name="sort"]')!;
/** The cards a visitor sees, top to bottom. */
const shownCards = () => [...container.querySelectorAll<HTMLElement>('ul > li')].filter((card) => !card.hidden && !card.closest('[hidden]'));
const shownNames = () => shownCards().map((card) => card.querySelector('h2')!.textContent);
const countText = () => container.querySelector('[aria-live="polite"]')!.textContent;
const emptyShown = () => !container.querySelector<HTMLElement>('[role="status"]')!.hidden;

/** Does in the static page what a visitor does: types, picks a city, presses the sort button. */
function visit({ q, city, sort }: Case) {
  if (q !== undefined) {
    field().value = q;
    field().dispatchEvent(new Event('input', { bubbles: true }));
  }
  if (city !== undefined) {
    select().value = city;
    select().dispatchEvent(new Event('change', { bubbles: true }));
  }
  if (sort === 'desc') sortButton().click();
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  delete (window as unknown as Record<string, unknown>)[APP_STARTED];
  window.history.replaceState(null, '', '/');
});

describe('the page’s own script gives the app’s answers before the app starts', () => {
  it.each(cases)('%s', (_, asked) => {
    staticPage('/shops/');
    visit(asked);
    const app = appAnswer(asked);
    expect({ names: shownNames(), count: countText(), empty: emptyShown() }).toEqual(app);
    if (!app.empty) expect(container.querySelector('ul')!.hidden).toBe(false);
  });

  it.each(cases)('from the address: %s', (_, asked) => {
    const params = new URLSearchParams();
    if (asked.q) params.set('q', asked.q);
    if (asked.city) params.set('city', asked.city);
    if (asked.sort) params.set('sort', asked.sort);
    staticPage(`/shops/?${params}`);
    const app = appAnswer(asked);
    expect({ names: shownNames(), count: countText(), empty: emptyShown() }).toEqual(app);
  });
});

describe('what the script writes', () => {
  it('the address says what the page shows, as the app writes it', () => {
    staticPage('/shops/');
    visit({ q: 'shop', city: 'Las Piñas', sort: 'desc' });
    expect(window.location.search).toBe('?q=shop&city=Las+Pi%C3%B1as&sort=desc');
    visit({ q: '', city: 'all' });
    expect(window.location.search).toBe('?sort=desc');
  });

  it('the sort button flips in place: its name, and the other order it would send', () => {
    staticPage('/shops/');
    const submit = jest.fn((event: Event) => event.defaultPrevented);
    container.querySelector('form')!.addEventListener('submit', submit);
    sortButton().click();
    expect(sortButton().getAttribute('aria-label')).toBe('Z–A: names sorted Z to A');
    expect(sortButton().dataset.sort).toBe('desc');
    sortButton().click();
    expect(sortButton().getAttribute('aria-label')).toBe('A–Z: names sorted A to Z');
    expect(shownNames()).toEqual(appAnswer({}).names);
  });

  it('Enter answers in place: nothing is sent', () => {
    staticPage('/shops/');
    field().value = 'zebra';
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    container.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(shownNames()).toEqual(['Zebra Bikes']);
  });
});

describe('the app takes over what the script shows', () => {
  it.each<[string, Case]>([
    ['a search and a city, Z to A', { q: 'shop', city: 'Las Piñas', sort: 'desc' }],
    ['every card Z to A', { sort: 'desc' }],
    ['nothing matches', { q: 'no such shop' }],
    ['a search', { q: 'pedal' }],
  ])('%s: the same cards, the same elements, in the same order; the same count and address', async (_, asked) => {
    staticPage('/shops/');
    visit(asked);
    const before = shownCards();
    const address = window.location.search;
    const count = countText();
    takeOverFromListScript(document);
    const error = jest.spyOn(console, 'error');
    await act(async () => {
      root = hydrateRoot(container, view);
    });
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
    expect(shownCards()).toEqual(before);
    for (const card of shownCards()) expect(card.style.order).toBe('');
    expect(shownNames()).toEqual(appAnswer(asked).names);
    expect(container.querySelectorAll('ul > li')).toHaveLength(before.length);
    expect(countText()).toBe(count);
    expect(emptyShown()).toBe(appAnswer(asked).empty);
    expect(window.location.search).toBe(address);
    expect(field().value).toBe(asked.q ?? '');
  });

  it('once the app has started, the script no longer answers', async () => {
    staticPage('/shops/');
    takeOverFromListScript(document);
    await act(async () => {
      root = hydrateRoot(container, view);
    });
    const card = container.querySelector<HTMLElement>('ul > li')!;
    field().value = 'zebra';
    field().dispatchEvent(new Event('input', { bubbles: true }));
    // Not the app's onChange (React listens for its own events); the script stays out of it.
    expect(card.hidden).toBe(false);
  });
});

describe('a province named by the address (/shops?province=, set by the map and "Near me")', () => {
  const byProvince = shopList<Shop>(built, {
    searchFields,
    city: { label: 'City', allLabel: 'All Cities', placeOf },
    province: { of: (shop) => shop.province, names: ['Laguna'] },
  });
  const appNames = (q: string, province: string) =>
    filterAndSort(indexForSearch(built, searchFields), {
      query: q,
      direction: 'asc',
      city: ALL_CITIES,
      placeOf,
      province,
      provinceOf: (shop: Shop) => shop.province,
    }).map((shop) => shop.name);

  it('narrows the cards before the app starts, as the app does', () => {
    staticPage('/shops/?province=Laguna', byProvince);
    expect(shownNames()).toEqual(appNames('', 'Laguna'));
    expect(shownNames()).toHaveLength(3);
  });

  it('stays in the address and in the answer while the visitor types', () => {
    staticPage('/shops/?province=Laguna', byProvince);
    visit({ q: 'shop' });
    expect(shownNames()).toEqual(appNames('shop', 'Laguna'));
    expect(window.location.search).toBe('?q=shop&province=Laguna');
  });

  it('a province no card is in shows the whole list, as the app does', () => {
    staticPage('/shops/?province=Atlantis', byProvince);
    expect(shownNames()).toEqual(appNames('', ALL_PROVINCES));
    expect(shownNames()).toHaveLength(shops.length);
  });
});

describe('a list longer than its page (/shops at 10,000 shops): the script answers from the index, as the app does', () => {
  // The page holds the first shops A to Z; the index (shop-pages.ts rows) holds every one, some with their own link.
  const onPage = 4;
  const everyShop: ShopCardData[] = built.map((shop, index) => ({ ...shop, link: index % 2 ? `https://shop-${shop.key}.example/` : null }));
  const rows = everyShop.map(toIndexRow);
  const fetched = () => (window as unknown as Record<string, unknown>)[INDEX_ROWS];
  const longList = (province = false) =>
    shopList<ShopCardData>(everyShop.slice(0, onPage), {
      searchFields,
      city: { label: 'City', allLabel: 'All Cities', placeOf, places: distinctPlaces(everyShop, placeOf) },
      province: province ? { of: provinceOf, names: ['Laguna', METRO_MANILA] } : undefined,
      whole: {
        total: everyShop.length,
        load: () => Promise.resolve(parseShopIndex(rows)),
        searching: `Searching all ${everyShop.length} shops…`,
        early: {
          index: { u: '/shops/index.json' },
          loaded: () => (fetched() ? parseShopIndex(fetched()) : null),
          card: SHOP_CARD_TEMPLATE,
        },
      },
    });
  let requests: string[] = [];
  let answer: () => void = () => undefined;

  beforeEach(() => {
    requests = [];
    // What the open-now script, before the list's, gives it on /shops: each row's filter values.
    (window as unknown as Record<string, unknown>)[ListScriptWindow.openNow] = (row: ShopIndexRow) => rowFilterValues(row, Date.now(), document);
    // The index arrives when the test says so: what the page shows meanwhile is part of the answer.
    globalThis.fetch = jest.fn((url: string) => {
      requests.push(url);
      return new Promise((resolve) => (answer = () => resolve({ ok: true, json: () => Promise.resolve(JSON.parse(JSON.stringify(rows))) })));
    }) as unknown as typeof fetch;
  });
  afterEach(() => {
    for (const name of [INDEX_ROWS, INDEX_REQUEST, ListScriptWindow.openNow]) delete (window as unknown as Record<string, unknown>)[name];
  });

  const arrive = async () => {
    await act(async () => answer());
  };
  /** The app's answer over every shop, and as much of it as it shows at first (a screenful). */
  function appAnswerOfAll({ q = '', city = ALL_CITIES, sort = 'asc' }: Case, province = ALL_PROVINCES) {
    const all = filterAndSort(indexForSearch(everyShop, searchFields), { query: q, direction: sort, city, placeOf, province, provinceOf }).map((shop) => shop.name);
    return {
      names: all.slice(0, 60),
      count: all.length === everyShop.length ? `${all.length} listed` : `${all.length} of ${everyShop.length} shown`,
      empty: all.length === 0,
    };
  }

  it.each(cases.filter(([, asked]) => Object.keys(asked).length > 0))('%s', async (_, asked) => {
    staticPage('/shops/', longList());
    visit(asked);
    expect(countText()).toBe(`Searching all ${everyShop.length} shops…`);
    expect(emptyShown()).toBe(false);
    expect(requests).toEqual(['/shops/index.json']);
    await arrive();
    expect({ names: shownNames(), count: countText(), empty: emptyShown() }).toEqual(appAnswerOfAll(asked));
    expect(requests).toHaveLength(1);
  });

  it.each([
    ['a province from the address', '?province=Laguna', {}, 'Laguna'],
    ['Metro Manila is the NCR region’s shops (no province of their own), with a search', '?province=Metro+Manila', { q: 'bikes' }, METRO_MANILA],
  ])('%s', async (_, search, asked: Case, province) => {
    staticPage(`/shops/${search}`, longList(true));
    visit(asked);
    await arrive();
    expect({ names: shownNames(), count: countText(), empty: emptyShown() }).toEqual(appAnswerOfAll(asked, province));
  });

  it('nothing asked: the page as built, and nothing fetched', () => {
    staticPage('/shops/', longList());
    expect(shownNames()).toEqual(everyShop.slice(0, onPage).map((shop) => shop.name));
    expect(countText()).toBe(`${onPage} of ${everyShop.length} shown`);
    expect(requests).toEqual([]);
  });

  it('a shop beyond the page shows as a card with its name, place and a link that opens its own site or a map search', async () => {
    staticPage('/shops/', longList());
    visit({ q: 'zebra' });
    await arrive();
    const zebra = everyShop.find((shop) => shop.name === 'Zebra Bikes')!;
    expect(everyShop.indexOf(zebra)).toBeGreaterThanOrEqual(onPage);
    const card = shownCards()[0]!;
    expect(card.querySelector('h2')!.textContent).toBe('Zebra Bikes');
    expect(card.querySelector('p')!.textContent).toBe('Quezon City');
    const link = card.querySelector('a')!;
    expect(link.href).toBe(zebra.link ?? mapSearchUrl(zebra.name, zebra.location));
    expect([link.textContent, link.target, link.rel]).toEqual([zebra.link ? shopsCopy.visitShop : shopsCopy.findOnMap, '_blank', 'noopener noreferrer']);
    expect(card.querySelectorAll('a')).toHaveLength(1);
  });

  it('if the index cannot be fetched, the page’s own cards answer', async () => {
    globalThis.fetch = jest.fn(() => Promise.resolve({ ok: false, status: 503 } as Response));
    staticPage('/shops/', longList());
    visit({ q: 'shop' });
    await act(async () => undefined);
    expect(shownNames()).toEqual([]);
    expect(countText()).toBe(`0 of ${everyShop.length} shown`);
    expect(emptyShown()).toBe(true);
  });

  it.each<[string, Case]>([
    ['a search beyond the page', { q: 'shop' }],
    ['every shop Z to A', { sort: 'desc' }],
    ['a city and a search', { q: 'pedal', city: 'Quezon City' }],
    ['nothing matches', { q: 'no such shop' }],
  ])('the app takes over an answer from the index: %s, the same names, count and address, at once', async (_, asked) => {
    staticPage('/shops/', longList());
    visit(asked);
    await arrive();
    const before = { names: shownNames(), count: countText(), empty: emptyShown(), address: window.location.search };
    takeOverFromListScript(document);
    const error = jest.spyOn(console, 'error');
    await act(async () => {
      root = hydrateRoot(container, longList());
    });
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
    expect({ names: shownNames(), count: countText(), empty: emptyShown(), address: window.location.search }).toEqual(before);
    expect(before.names).toEqual(appAnswerOfAll(asked).names);
    expect(container.querySelector('[data-more]')!.childElementCount).toBe(0);
    expect(requests).toHaveLength(1);
  });
});
