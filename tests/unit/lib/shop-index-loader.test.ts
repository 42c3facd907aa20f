/** @jest-environment jsdom */
import type { ShopIndexRow } from '../../../src/lib/shop-pages';

/**
 * The app's loader of every shop (src/lib/shop-index-loader.ts) takes over the request the page's own
 * script made before the app started (list-script.ts), so a visitor who searched early downloads the
 * index once, and the app can show at once the answer the script showed.
 */

jest.mock('gatsby', () => ({ withPrefix: (path: string) => path }));

const rows: ShopIndexRow[] = [
  ['a', 'Apex Cycles', 'Las Piñas', null, 'National Capital Region (NCR)', null, 0, null],
  ['b', 'Pedal Works', 'Biñan', 'Laguna', 'Calabarzon (Region IV-A)', 'https://pedal.example/', 0, null],
];
const win = window as unknown as Record<string, unknown>;
let fetches: string[];

/** A fresh loader, as on a new page. */
function loader(): typeof import('../../../src/lib/shop-index-loader') {
  let module: typeof import('../../../src/lib/shop-index-loader') | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<typeof import('../../../src/lib/shop-index-loader')>('../../../src/lib/shop-index-loader');
  });
  return module!;
}

beforeEach(() => {
  fetches = [];
  globalThis.fetch = jest.fn((url: string) => {
    fetches.push(url);
    return Promise.resolve({ ok: true, json: () => Promise.resolve(rows) } as Response);
  }) as unknown as typeof fetch;
});
afterEach(() => {
  delete win.__padyakIndex;
  delete win.__padyakRows;
});

it('with nothing fetched before the app started, it fetches the index once', async () => {
  const { everyShopFetchedBeforeStart, loadEveryShop } = loader();
  expect(everyShopFetchedBeforeStart()).toBeNull();
  const [first, second] = await Promise.all([loadEveryShop(), loadEveryShop()]);
  expect(first.map((shop) => shop.name)).toEqual(['Apex Cycles', 'Pedal Works']);
  expect(second).toBe(first);
  expect(fetches).toEqual(['/shops/index.json']);
});

it('rows the script has fetched are the list at once, and the same list the loader gives, with no second request', async () => {
  win.__padyakIndex = Promise.resolve(rows);
  win.__padyakRows = rows;
  const { everyShopFetchedBeforeStart, loadEveryShop } = loader();
  const early = everyShopFetchedBeforeStart();
  expect(early?.map((shop) => shop.key)).toEqual(['a', 'b']);
  expect(await loadEveryShop()).toBe(early);
  expect(fetches).toEqual([]);
});

it('a request the script started and that is still on its way is waited for, not made again', async () => {
  let arrive: (value: unknown) => void = () => undefined;
  win.__padyakIndex = new Promise((resolve) => (arrive = resolve));
  const { everyShopFetchedBeforeStart, loadEveryShop } = loader();
  expect(everyShopFetchedBeforeStart()).toBeNull();
  const loading = loadEveryShop();
  arrive(rows);
  expect((await loading).map((shop) => shop.name)).toEqual(['Apex Cycles', 'Pedal Works']);
  expect(fetches).toEqual([]);
});

it('if the script’s request failed, the next search asks again', async () => {
  win.__padyakIndex = Promise.reject(new Error('offline'));
  const { loadEveryShop } = loader();
  await expect(loadEveryShop()).rejects.toThrow('offline');
  expect((await loadEveryShop()).length).toBe(2);
  expect(fetches).toEqual(['/shops/index.json']);
});
