import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/e2e/test';
import { waitForHydration } from '../support/hydration';
import { byName, siteData } from '../support/e2e/data';
import { foldForSearch } from '../../src/lib/list-filter';
import { brandsCopy, directoryCopy, shopsCopy } from '../../src/content/directories';

/**
 * On a slow phone the page shows its lists long before the app behind them starts. What the
 * visitor does meanwhile must not be lost: text typed, a city picked, the sort toggled, an
 * Enter pressed (issue 25). Each test holds every script back, as a slow network does, does
 * what a visitor would, then lets the scripts through and looks at the list once the app runs.
 */

const data = siteData();

interface ListRoute {
  path: string;
  placeholder: string;
  listName: string;
  /** Each entry's name and the other texts its search matches. */
  entries: { name: string; fields: readonly (string | null | undefined)[]; place?: string }[];
  city?: string;
  /** What the list says when nothing matches. */
  emptyTitle: string;
}

const busiestCity = (() => {
  const counts = new Map<string, number>();
  for (const shop of data.shops) counts.set(shop.location, (counts.get(shop.location) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
})();
const bikes = data.brandCategories.find((category) => category.slug === 'bikes')!;

const routes: ListRoute[] = [
  {
    path: '/shops/',
    placeholder: 'Search shop, city, or what you need: repair, piyesa…',
    listName: 'Bike shops',
    entries: data.shops.map((shop) => ({ name: shop.name, fields: [shop.location, shop.province, shop.region], place: shop.location })),
    city: busiestCity,
    emptyTitle: shopsCopy.emptyTitle,
  },
  {
    path: '/brands/bikes/',
    placeholder: 'Search brand name',
    listName: `${bikes.name} Brands`,
    entries: data.brands.filter((brand) => brand.category === 'bikes').map((brand) => ({ name: brand.name, fields: [] })),
    emptyTitle: brandsCopy.emptyTitle,
  },
  {
    path: '/content-creators/',
    placeholder: 'Search content creator',
    listName: 'Content Creators',
    entries: data.listings.filter((listing) => listing.directory === 'content-creators').map((listing) => ({ name: listing.name, fields: [] })),
    emptyTitle: directoryCopy['content-creators'].emptyTitle,
  },
];

/** A search that keeps some of the route's entries but not all: the start of a name in the middle of the list (of the city, where there is one). */
function queryFor(route: ListRoute): string {
  const pool = route.entries.filter((entry) => !route.city || entry.place === route.city).sort((a, b) => byName(a.name, b.name));
  return pool[Math.floor(pool.length / 2)]!.name.slice(0, 3).toLowerCase();
}

/** The names the list shows for a query and city, A to Z or Z to A. */
function expectedNames(route: ListRoute, query: string, direction: 'asc' | 'desc' = 'asc'): string[] {
  const needle = foldForSearch(query.trim());
  const names = route.entries
    .filter((entry) => [entry.name, ...entry.fields].some((field) => field && foldForSearch(field).includes(needle)))
    .filter((entry) => !route.city || entry.place === route.city)
    .map((entry) => entry.name)
    .sort(byName);
  return direction === 'desc' ? names.reverse() : names;
}

async function cardNames(list: Locator): Promise<string[]> {
  return (await list.locator(':scope > li:visible h2').allTextContents()).map((text) => text.trim());
}

/** The count line's text for `shown` of the route's entries. */
const countOf = (route: ListRoute, shown: number) => (shown === route.entries.length ? `${shown} listed` : `${shown} of ${route.entries.length} shown`);

/** Holds every script until the returned function is called; a request of a page already left is dropped. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}

/** The page's address holds this search, however the browser or the app wrote it. */
const searchOf = (page: Page) => new URL(page.url()).searchParams.get('q');

/** True once React has taken over the page (as waitForHydration judges it). */
const appStarted = (page: Page) =>
  page.evaluate(() => {
    const outermost = document.getElementById('___gatsby')?.firstElementChild;
    return outermost != null && Object.keys(outermost).some((key) => key.startsWith('__reactFiber$'));
  });

for (const route of routes) {
  const query = queryFor(route);
  const matching = expectedNames(route, query);

  test.describe(`${route.path} before the app starts`, () => {
    test.beforeAll(() => {
      // The search must narrow the list, or a lost search would look like a kept one.
      expect(matching.length, `entries matching '${query}'`).toBeGreaterThan(0);
      expect(matching.length).toBeLessThan(route.entries.length);
    });

    test(`text typed before and while the app starts${route.city ? ', and a city picked,' : ''} are kept and applied`, async ({ page }) => {
      const release = await holdScripts(page);
      await page.goto(route.path, { waitUntil: 'domcontentloaded' });
      const search = page.getByPlaceholder(route.placeholder);
      const list = page.getByRole('list', { name: route.listName });
      const save = list.getByRole('button', { name: /^Save / }).first();
      // What cannot work yet says so: the save buttons wait, visibly.
      await expect(save).toBeDisabled();

      await search.pressSequentially(query.slice(0, -1));
      if (route.city) await page.getByRole('combobox', { name: 'City' }).selectOption(route.city);
      expect(await appStarted(page), 'the app has not started yet').toBe(false);
      release();
      await search.pressSequentially(query.slice(-1));
      await waitForHydration(page);

      await expect(search).toHaveValue(query);
      if (route.city) await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue(route.city);
      await expect.poll(() => cardNames(list)).toEqual(matching);
      expect(searchOf(page)).toBe(query);
      if (route.city) expect(new URL(page.url()).searchParams.get('city')).toBe(route.city);
      await expect(save).toBeEnabled();
    });

    test(`a sort toggled before the app starts comes back applied, with the text${route.city ? ' and city' : ''} chosen before it`, async ({ page }) => {
      const release = await holdScripts(page);
      await page.goto(route.path, { waitUntil: 'domcontentloaded' });
      const search = page.getByPlaceholder(route.placeholder);
      await search.pressSequentially(query);
      if (route.city) await page.getByRole('combobox', { name: 'City' }).selectOption(route.city);
      await page.getByRole('button', { name: 'A–Z: names sorted A to Z' }).click();
      await page.waitForURL((url) => url.searchParams.get('sort') === 'desc', { waitUntil: 'domcontentloaded' });
      // The reloaded page shows what was sent while the app is still on its way.
      await expect(search).toHaveValue(query);
      if (route.city) await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue(route.city);
      expect(await appStarted(page), 'the app has not started yet').toBe(false);
      release();
      await waitForHydration(page);

      await expect(page.getByRole('button', { name: 'Z–A: names sorted Z to A' })).toBeVisible();
      await expect(search).toHaveValue(query);
      if (route.city) await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue(route.city);
      await expect.poll(() => cardNames(page.getByRole('list', { name: route.listName }))).toEqual(expectedNames(route, query, 'desc'));
    });

    test('Enter pressed before the app starts reaches the filtered list; once it runs, Enter reloads nothing', async ({ page }) => {
      const release = await holdScripts(page);
      await page.goto(route.path, { waitUntil: 'domcontentloaded' });
      const search = page.getByPlaceholder(route.placeholder);
      await search.pressSequentially(query);
      await search.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('q') === query, { waitUntil: 'domcontentloaded' });
      await expect(search).toHaveValue(query);
      expect(await appStarted(page), 'the app has not started yet').toBe(false);
      release();
      await waitForHydration(page);

      const list = page.getByRole('list', { name: route.listName });
      await expect(search).toHaveValue(query);
      await expect.poll(() => cardNames(list)).toEqual(route.city ? expectedNames({ ...route, city: undefined }, query) : matching);

      // The app handles Enter itself: no new page is requested, the view and its address stay.
      const navigations: string[] = [];
      page.on('request', (request) => {
        if (request.isNavigationRequest()) navigations.push(request.url());
      });
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      await search.press('Enter');
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
      expect(navigations).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      expect(searchOf(page)).toBe(query);
      expect(await cardNames(list)).toEqual(route.city ? expectedNames({ ...route, city: undefined }, query) : matching);
    });

    test.describe('with every script file blocked', () => {
      // The blocked files are the only errors: each is reported as a resource that failed to load.
      test.use({ allowedConsoleErrors: /^Failed to load resource: net::ERR_FAILED$/ });

      test('the page itself answers search, city, sort and no match', async ({ page }) => {
        // Only what is inline in the HTML runs: the app never starts.
        await page.route('**/*.js', (request) => request.abort());
        await page.goto(route.path);
        const search = page.getByPlaceholder(route.placeholder);
        const list = page.getByRole('list', { name: route.listName });
        const count = page.getByText(/^\d+ (listed|of \d+ shown)$/);
        await expect(count).toHaveText(countOf(route, route.entries.length));

        await search.pressSequentially(query);
        const anywhere = expectedNames({ ...route, city: undefined }, query);
        expect(await cardNames(list)).toEqual(anywhere);
        await expect(count).toHaveText(countOf(route, anywhere.length));
        expect(searchOf(page)).toBe(query);

        if (route.city) {
          await search.fill('');
          await page.getByRole('combobox', { name: 'City' }).selectOption(route.city);
          const inCity = expectedNames(route, '');
          expect(await cardNames(list)).toEqual(inCity);
          await expect(count).toHaveText(countOf(route, inCity.length));
          expect(new URL(page.url()).searchParams.get('city')).toBe(route.city);
          await search.pressSequentially(query);
        }

        await page.getByRole('button', { name: 'A–Z: names sorted A to Z' }).click();
        await expect(page.getByRole('button', { name: 'Z–A: names sorted Z to A' })).toBeVisible();
        expect(await cardNames(list)).toEqual(expectedNames(route, query, 'desc'));
        expect(new URL(page.url()).searchParams.get('sort')).toBe('desc');
        await search.press('Enter');
        expect(await cardNames(list)).toEqual(expectedNames(route, query, 'desc'));

        await search.fill('no such name here');
        await expect(page.getByText(route.emptyTitle)).toBeVisible();
        await expect(list).toBeHidden();
        await expect(count).toHaveText(countOf(route, 0));
        expect(await appStarted(page), 'the app never started').toBe(false);
      });
    });

    test('the app takes over what the page shows: no card changes, and focus and caret stay in the box', async ({ page }) => {
      const release = await holdScripts(page);
      await page.setViewportSize({ width: 1000, height: 500 });
      await page.goto(route.path, { waitUntil: 'domcontentloaded' });
      const search = page.getByPlaceholder(route.placeholder);
      const list = page.getByRole('list', { name: route.listName });
      if (route.city) await page.getByRole('combobox', { name: 'City' }).selectOption(route.city);
      await page.getByRole('button', { name: 'A–Z: names sorted A to Z' }).click();
      await search.pressSequentially(query);
      await search.press('ArrowLeft');
      const expected = expectedNames(route, query, 'desc');
      expect(await cardNames(list)).toEqual(expected);
      await page.evaluate(() => window.scrollTo(0, 120));
      const before = await page.evaluate(() => ({ scroll: window.scrollY, address: location.search }));
      // Every frame from here until the app has started records the cards the visitor sees, in order.
      await page.evaluate(() => {
        const frames: string[] = [];
        const record = () => {
          const shown = [...document.querySelectorAll<HTMLElement>('[data-cards] > li')]
            .filter((card) => card.checkVisibility())
            .sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top || a.getBoundingClientRect().left - b.getBoundingClientRect().left)
            .map((card) => card.querySelector('h2')?.textContent?.trim());
          const last = frames.at(-1);
          const now = JSON.stringify(shown);
          if (now !== last) frames.push(now);
          requestAnimationFrame(record);
        };
        record();
        (window as unknown as { frames_: string[] }).frames_ = frames;
        for (const [index, card] of document.querySelectorAll('[data-cards] > li').entries()) (card as unknown as { mark_: number }).mark_ = index;
      });
      const marked = await page.evaluate(() =>
        [...document.querySelectorAll('[data-cards] > li')].filter((card) => !(card as HTMLElement).hidden).map((card) => (card as unknown as { mark_: number }).mark_),
      );
      expect(await appStarted(page), 'the app has not started yet').toBe(false);
      release();
      await waitForHydration(page);

      const views = await page.evaluate(() => (window as unknown as { frames_: string[] }).frames_);
      expect(
        views.map((view) => JSON.parse(view) as string[]),
        'what the cards showed in every frame',
      ).toEqual([expected]);
      // The same card elements, in the same order: none was made again.
      const after = await page.evaluate(() => [...document.querySelectorAll('[data-cards] > li')].map((card) => (card as unknown as { mark_?: number }).mark_));
      expect(after).toEqual(marked);
      await expect(search).toBeFocused();
      await expect(search).toHaveValue(query);
      expect(await search.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([query.length - 1, query.length - 1]);
      expect(await page.evaluate(() => ({ scroll: window.scrollY, address: location.search }))).toEqual(before);
      await expect(page.getByRole('button', { name: 'Z–A: names sorted Z to A' })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Save / }).first()).toBeEnabled();
    });
  });
}
