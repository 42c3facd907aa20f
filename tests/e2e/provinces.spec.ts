import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/e2e/test';
import { byName, siteData } from '../support/e2e/data';
import { waitForHydration } from '../support/hydration';
import { hostBuildForSuite } from '../support/headers-static-server';
import { provinceOf, provinceSlug, shopCount } from '../../src/lib/provinces';
import { nearMeCopy } from '../../src/content/directories';
import { provincePagePath } from '../../src/config/addresses';

/**
 * Shops by province: the build-time map on /shops/, a page per province, ?province=,
 * and "Near me". Expectations come from the same spreadsheets the build read: a province's shops
 * are exactly those whose location resolves to it (Metro Manila for its cities and for a shop
 * placed only in Metro Manila).
 */
function shopsByProvince(): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const shop of siteData().shops) {
    const province = provinceOf(shop);
    if (province) groups.set(province, [...(groups.get(province) ?? []), shop.name]);
  }
  for (const names of groups.values()) names.sort(byName);
  return groups;
}

const cardNames = (page: Page) => page.getByRole('list', { name: 'Bike shops' }).locator(':scope > li h2').allTextContents();
const sortedNames = async (page: Page) => (await cardNames(page)).map((name) => name.trim()).sort(byName);
const map = (page: Page) => page.getByRole('group', { name: 'Map of the Philippines: provinces with bike shops' });

/** The province with the most shops, and one with a single shop: both kinds of page. */
const provinces = [...shopsByProvince()].sort((a, b) => b[1].length - a[1].length);
const [largest, smallest] = [provinces[0]!, provinces.at(-1)!];

test('every province with shops is a link on the map, named with its count', async ({ page }) => {
  await page.goto('/shops/');
  for (const [province, names] of shopsByProvince()) {
    const link = map(page).getByRole('link', { name: `${province}: ${shopCount(names.length)}`, exact: true });
    await expect(link).toHaveAttribute('href', provincePagePath(provinceSlug(province)));
  }
  // The same facts as a list of links, for screen readers and small screens.
  const list = page.getByRole('list', { name: 'Shop count by province' });
  await expect(list.getByRole('link')).toHaveCount(shopsByProvince().size);
});

for (const [province, names] of [largest, smallest]) {
  test(`a click on ${province} on the map opens its page with exactly its ${names.length} shop(s)`, async ({ page }) => {
    await page.goto('/shops/');
    await waitForHydration(page);
    await map(page)
      .getByRole('link', { name: `${province}: ${shopCount(names.length)}`, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`${provincePagePath(provinceSlug(province))}$`));
    await expect(page).toHaveTitle(`Bike Shops in ${province} - Padyak Hub`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bike Shops in ${province}`);
    expect(await sortedNames(page)).toEqual(names);
    await expect(page.getByText(`${names.length} listed`)).toBeVisible();
  });
}

test('a province page has a description, an ItemList of its shops and breadcrumbs', async ({ page }) => {
  const [province, names] = largest;
  await page.goto(provincePagePath(provinceSlug(province)));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    new RegExp(`^Bike shops in ${province}, Philippines: ${shopCount(names.length)} in `),
  );
  const ldJson = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = ldJson.map((text) => JSON.parse(text) as { '@type': string; itemListElement: { url?: string; name?: string }[] });
  // The list names each shop's own page, in the order the cards show them.
  const list = data.find((entry) => entry['@type'] === 'ItemList');
  const cardPages = await page
    .getByRole('main')
    .locator('article h2 a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(cardPages).toHaveLength(names.length);
  expect(list?.itemListElement.map((element) => new URL(element.url ?? '').pathname)).toEqual(cardPages);
  const trail = data.find((entry) => entry['@type'] === 'BreadcrumbList');
  expect(trail?.itemListElement.map((element) => element.name)).toEqual(['Home', 'Bike Shops', province]);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Bike Shops' })).toHaveAttribute('href', '/shops/');
  await expect(page.getByRole('img', { name: `Map of the Philippines with ${province} marked` })).toBeVisible();
});

test('search and sort work on a province page, over its shops only', async ({ page }) => {
  const [province, names] = largest;
  await page.goto(provincePagePath(provinceSlug(province)));
  await waitForHydration(page);
  await page.getByRole('button', { name: /names sorted A to Z/ }).click();
  await expect.poll(async () => (await cardNames(page)).map((name) => name.trim())).toEqual([...names].reverse());
  const one = names[Math.floor(names.length / 2)]!;
  await page.getByPlaceholder('Search shop, city, or what you need: repair, piyesa…').fill(one);
  await expect.poll(() => sortedNames(page)).toEqual(names.filter((name) => name.toLowerCase().includes(one.toLowerCase())));
});

test('?province= in the address filters /shops like ?city= does, and the city filter is grouped by province', async ({ page }) => {
  const [province, names] = smallest;
  await page.goto(`/shops?province=${encodeURIComponent(province)}`);
  await waitForHydration(page);
  await expect.poll(() => sortedNames(page)).toEqual(names);
  await expect(page.getByText(`In ${province}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Show every province' }).click();
  await expect.poll(async () => (await cardNames(page)).length).toBe(siteData().shops.length);
  const groups = await page
    .getByRole('combobox', { name: 'City' })
    .locator('optgroup')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('label')));
  expect(groups).toEqual([...shopsByProvince().keys()].sort(byName));
});

test('the map’s links are reached by keyboard, with a visible focus ring', async ({ page }) => {
  await page.goto('/shops/');
  await waitForHydration(page);
  const first = map(page).getByRole('link').first();
  await first.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  const outline = await first.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).toBe('solid');
  // Tab moves on to the next province.
  await page.keyboard.press('Tab');
  await expect(map(page).getByRole('link').nth(1)).toBeFocused();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the map’s links open the province page, which lists its shops', async ({ page }) => {
    const [province, names] = largest;
    await page.goto('/shops/');
    await map(page)
      .getByRole('link', { name: `${province}: ${shopCount(names.length)}`, exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bike Shops in ${province}`);
    expect(await sortedNames(page)).toEqual(names);
    // No "Near me" button: without JavaScript it could do nothing.
    await expect(page.getByRole('button', { name: nearMeCopy.button })).toHaveCount(0);
  });
});

// Served with the site's own _headers (playwright.config.ts): its Permissions-Policy must let the site ask.
test.describe('Near me', () => {
  // Davao City's city hall: real coordinates, in Davao del Sur.
  test.use({ geolocation: { latitude: 7.0731, longitude: 125.6128 }, permissions: ['geolocation'] });

  test('with the position shared, it shows the nearest province with shops', async ({ page }) => {
    const names = shopsByProvince().get('Davao del Sur');
    expect(names, 'Davao del Sur has shops in the data').toBeDefined();
    await page.goto('/shops/');
    await waitForHydration(page);
    await page.getByRole('button', { name: nearMeCopy.button }).click();
    await expect(page.getByRole('status').filter({ hasText: nearMeCopy.chosen('Davao del Sur') })).toBeVisible();
    await expect.poll(() => sortedNames(page)).toEqual(names);
    await expect(page).toHaveURL(/[?&]province=Davao(\+|%20)del(\+|%20)Sur/);
  });
});

test.describe('Near me, refused', () => {
  test.use({ permissions: [] });

  test('a refusal says so and leaves the list as it was', async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto('/shops/');
    await waitForHydration(page);
    const before = await cardNames(page);
    await page.getByRole('button', { name: nearMeCopy.button }).click();
    await expect(page.getByRole('status').filter({ hasText: nearMeCopy.refused })).toBeVisible();
    expect(await cardNames(page)).toEqual(before);
    await expect(page).toHaveURL(/\/shops\/$/);
  });
});

test.describe('Near me, not available here', () => {
  // Chromium reports the refusal a policy makes on the console: expected in the first test.
  test.use({ geolocation: { latitude: 7.0731, longitude: 125.6128 }, permissions: ['geolocation'], allowedConsoleErrors: /Permissions policy violation: Geolocation/ });

  test('a host whose Permissions-Policy forbids geolocation: the page says the location is not available here, not that it was not shared', async ({ page }) => {
    // The policy the site sent before it allowed geolocation=(self): the browser refuses without asking.
    await page.route(/\/shops\/$/, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'permissions-policy': 'geolocation=()' } });
    });
    await page.goto('/shops/');
    await waitForHydration(page);
    const before = await cardNames(page);
    await page.getByRole('button', { name: nearMeCopy.button }).click();
    await expect(page.getByRole('status').filter({ hasText: nearMeCopy.unavailable })).toBeVisible();
    expect(await cardNames(page)).toEqual(before);
  });

  test('no position found: the same sentence, and the list as it was', async ({ page }) => {
    await page.addInitScript(() => {
      navigator.geolocation.getCurrentPosition = (_found, failed) =>
        failed?.({ code: 2, message: 'Position unavailable', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 });
    });
    await page.goto('/shops/');
    await waitForHydration(page);
    const before = await cardNames(page);
    await page.getByRole('button', { name: nearMeCopy.button }).click();
    await expect(page.getByRole('status').filter({ hasText: nearMeCopy.unavailable })).toBeVisible();
    expect(await cardNames(page)).toEqual(before);
  });
});

test.describe('offline', () => {
  const host = hostBuildForSuite(test);

  test('a province page opens from the service worker with its shops', async ({ page, context }) => {
    test.setTimeout(90_000);
    await page.goto(`${host.url}/`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (navigator.serviceWorker.controller) return;
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    });
    await context.setOffline(true);
    const [province, names] = largest;
    const response = await page.goto(`${host.url}${provincePagePath(provinceSlug(province))}`);
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bike Shops in ${province}`);
    expect(await sortedNames(page)).toEqual(names);
    await expect(map(page)).toHaveCount(0);
    await expect(page.getByRole('img', { name: `Map of the Philippines with ${province} marked` })).toBeVisible();
  });
});

for (const path of ['/shops/', provincePagePath(provinceSlug(largest[0]))]) {
  test(`${path} has no axe violations`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => ({ id: violation.id, targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')) }))).toEqual([]);
  });
}
