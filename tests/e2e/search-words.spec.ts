import type { Page } from '@playwright/test';
import { test, expect } from '../support/e2e/test';
import { waitForHydration } from '../support/hydration';
import { byName, siteData } from '../support/e2e/data';
import { foldForSearch } from '../../src/lib/list-filter';
import { searchCopy, shopsCopy } from '../../src/content/directories';

/**
 * Search in the words riders use, on /shops as built from data/ (search-aliases.csv says what each
 * word means): with every script file refused, the page's own scripts answer; with the app, the app
 * does. Both show the same shops and say how the search was read.
 */

const shops = siteData().shops;
const names = (keep: (shop: (typeof shops)[number]) => boolean) =>
  shops
    .filter(keep)
    .map((shop) => shop.name)
    .sort(byName);
const inIloilo = (shop: (typeof shops)[number]) => [shop.location, shop.province].some((field) => field && foldForSearch(field).includes('iloilo'));

// What a rider types, the shops they should see (from data/shops.csv), and what the line says.
const cases: { typed: string; expected: string[]; said: string }[] = [
  { typed: 'bisikleta', expected: names(() => true), said: 'bike' },
  { typed: 'piyesa', expected: names((shop) => shop.services.includes('parts')), said: 'parts' },
  { typed: 'ayos Iloilo', expected: names((shop) => shop.services.includes('repair') && inIloilo(shop)), said: 'repair, Iloilo' },
  { typed: 'Maynila', expected: names((shop) => shop.location === 'Manila'), said: 'Manila' },
  // The small words between ("ng": of) are skipped when another word is read.
  { typed: 'tindahan ng piyesa', expected: names((shop) => shop.services.includes('parts')), said: 'bike shop, parts' },
];

async function shownNames(page: Page): Promise<string[]> {
  const list = page.getByRole('list', { name: 'Bike shops' });
  return (await list.locator(':scope > li:visible h2').allTextContents()).map((text) => text.trim());
}

test('the data has shops for every case: none passes by finding nothing', () => {
  for (const { typed, expected } of cases) expect(expected.length, typed).toBeGreaterThan(0);
  // And none is the whole list but "bisikleta".
  for (const { typed, expected } of cases.slice(1)) expect(expected.length, typed).toBeLessThan(shops.length);
});

test.describe('with every script file refused: the page’s own scripts read the words', () => {
  test.use({ allowedConsoleErrors: /Failed to load resource/ });

  for (const { typed, expected, said } of cases) {
    test(`"${typed}"`, async ({ page }) => {
      await page.route('**/*.js', (route) => route.abort());
      await page.goto('/shops/');
      await page.getByPlaceholder(shopsCopy.searchPlaceholder).fill(typed);
      await expect(page.getByText(`${searchCopy.showingResultsFor}${said}`, { exact: true })).toBeVisible();
      expect(await shownNames(page)).toEqual(expected);
      expect(new URL(page.url()).searchParams.get('q')).toBe(typed);
    });
  }

  test('a word with no meaning here says nothing, and a search of nothing says the list is empty', async ({ page }) => {
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/shops/?q=ayos+zzzz');
    await expect(page.getByText(shopsCopy.emptyTitle)).toBeVisible();
    await expect(page.getByText(shopsCopy.emptyHint)).toBeVisible();
    await expect(page.getByText(`${searchCopy.showingResultsFor}repair, zzzz`, { exact: true })).toBeVisible();
  });
});

test.describe('with the app', () => {
  for (const { typed, expected, said } of cases) {
    test(`"${typed}"`, async ({ page }) => {
      await page.goto('/shops/');
      await waitForHydration(page);
      await page.getByPlaceholder(shopsCopy.searchPlaceholder).fill(typed);
      await expect(page.getByText(`${searchCopy.showingResultsFor}${said}`, { exact: true })).toBeVisible();
      await expect.poll(() => shownNames(page)).toEqual(expected);
    });
  }

  test('a search read by the page’s scripts before the app starts is read the same once it has', async ({ page }) => {
    await page.goto('/shops/?q=ayos+Iloilo');
    await waitForHydration(page);
    await expect(page.getByText(`${searchCopy.showingResultsFor}repair, Iloilo`, { exact: true })).toBeVisible();
    await expect.poll(() => shownNames(page)).toEqual(cases[2]!.expected);
    await page.getByPlaceholder(shopsCopy.searchPlaceholder).fill('');
    await expect(page.getByText(searchCopy.showingResultsFor.trim())).toBeHidden();
  });
});
