import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/e2e/test';
import { allRoutes } from '../support/e2e/site-routes';
import { byName, siteData } from '../support/e2e/data';
import { waitForHydration } from '../support/hydration';
import { hostBuildForSuite } from '../support/headers-static-server';
import { writeServiceWorker } from '../../src/gatsby/write-service-worker';
import { brandCategoryPath, listingPath } from '../../src/config/addresses';

/**
 * The service worker (src/service-worker/worker.ts), on the built site served as Netlify or
 * Cloudflare Pages serve it (public/_headers applied). Each test starts with a fresh browser
 * context, so the worker installs from nothing, as on a first visit.
 */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Wait until the worker has installed (its precache is complete), is active and controls the page. */
async function waitForWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });
}

test.describe('offline after one visit', () => {
  const host = hostBuildForSuite(test);

  test('every route opens offline with its content, and the note says it is the saved copy', async ({ page, context }) => {
    test.setTimeout(180_000);
    await page.goto(`${host.url}/`);
    await expect(page.getByRole('status').filter({ hasText: /offline/ })).toHaveCount(0);
    await waitForWorker(page);
    await context.setOffline(true);

    for (const route of allRoutes()) {
      const response = await page.goto(`${host.url}${route.path}`);
      expect(response?.status(), route.path).toBe(200);
      expect(response?.fromServiceWorker(), route.path).toBe(true);
      await expect(page, route.path).toHaveTitle(`${route.title} - Padyak Hub`);
      await expect(page.getByRole('heading', { level: 1 }), route.path).toBeVisible();
      await waitForHydration(page);
    }
    // The note names the day the copy was saved: today, as the first visit was just now.
    const today = new Intl.DateTimeFormat('en-PH', { dateStyle: 'medium' }).format(new Date());
    await expect(page.getByRole('status').filter({ hasText: "You're offline: showing the copy saved on" })).toContainText(today);
  });

  test('search, the city filter and the sort work offline on /shops', async ({ page, context }) => {
    test.setTimeout(90_000);
    await page.goto(`${host.url}/`);
    await waitForWorker(page);
    await context.setOffline(true);

    await page.goto(`${host.url}/shops`);
    await waitForHydration(page);
    const list = page.getByRole('list', { name: 'Bike shops' });
    const names = () => list.locator(':scope > li h2').allTextContents();
    const shops = siteData().shops;
    const shop = shops[Math.floor(shops.length / 2)]!;
    const query = shop.name.toLowerCase();
    const found = shops.filter((other) => [other.name, other.location, other.province, other.region].some((field) => field?.toLowerCase().includes(query)));

    await page.getByPlaceholder('Search shop, city, or what you need: repair, piyesa…').fill(shop.name.toUpperCase());
    await expect.poll(async () => (await names()).map((name) => name.trim()).sort(byName)).toEqual(found.map((other) => other.name).sort(byName));
    expect(found.length).toBeLessThan(shops.length);
    await page.getByPlaceholder('Search shop, city, or what you need: repair, piyesa…').fill('zzzz no such shop');
    await expect(page.getByText('No Shops Found')).toBeVisible();
    await page.getByPlaceholder('Search shop, city, or what you need: repair, piyesa…').fill('');

    const city = shop.location;
    await page.getByRole('combobox', { name: 'City' }).selectOption(city);
    const inCity = shops.filter((candidate) => candidate.location === city).map((candidate) => candidate.name);
    await expect.poll(async () => (await names()).map((name) => name.trim()).sort(byName)).toEqual([...inCity].sort(byName));

    await page.getByRole('combobox', { name: 'City' }).selectOption('all');
    await page.getByRole('button', { name: 'A–Z: names sorted A to Z' }).click();
    const allNames = shops.map((candidate) => candidate.name).sort(byName);
    await expect.poll(async () => (await names()).map((name) => name.trim())).toEqual([...allNames].reverse());
    await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();
  });

  test.describe('an unknown path', () => {
    // Offline, the page asks for the unknown path's page data, which nothing can answer.
    test.use({ allowedConsoleErrors: /Failed to load resource|net::ERR_/ });

    test('still ends at the home page', async ({ page, context }) => {
      await page.goto(`${host.url}/`);
      await waitForWorker(page);
      await context.setOffline(true);
      await page.goto(`${host.url}/no-such-page`);
      await expect(page).toHaveURL(`${host.url}/`);
      await expect(page).toHaveTitle('Home - Padyak Hub');
    });
  });
});

test.describe('a listing page never opened on this device', () => {
  const host = hostBuildForSuite(test);

  test('offline, says it is not saved, at its own address, without the app, and links its list, which opens', async ({ page, context }) => {
    const { shops, brands, listings } = siteData();
    const shop = shops[0]!;
    const brand = brands[0]!;
    const listing = listings[0]!;
    await page.goto(`${host.url}/`);
    await waitForWorker(page);
    await context.setOffline(true);

    for (const [address, list] of [
      [listingPath('shops', shop.id), '/shops/'],
      [listingPath('brands', brand.id, { category: brand.category }), brandCategoryPath(brand.category)],
      [listingPath(listing.directory, listing.id), `/${listing.directory}/`],
    ] as const) {
      const response = await page.goto(`${host.url}${address}`);
      expect(response?.status(), address).toBe(200);
      expect(response?.fromServiceWorker(), address).toBe(true);
      await expect(page.getByRole('heading', { level: 1 }), address).toHaveText('Not saved on this device');
      // No script runs on it, so nothing replaces the listing's address: once online, a reload opens the listing.
      await expect(page.locator('script'), address).toHaveCount(0);
      await expect(page, address).toHaveURL(`${host.url}${address}`);
      const link = page.getByRole('link', { name: 'Open its list' });
      await expect(link, address).toHaveAttribute('href', list);
      await link.click();
      await expect(page, address).toHaveURL(`${host.url}${list}`);
      await expect(page.getByRole('heading', { level: 1 }), address).not.toHaveText('Not saved on this device');
      await expect(page.getByRole('heading', { level: 1 }), address).toBeVisible();
    }
  });

  test('once visited, a listing page opens offline as it was, with its name, place and links', async ({ page, context }) => {
    const { shops } = siteData();
    const shop = shops[0]!;
    const address = listingPath('shops', shop.id);
    await page.goto(`${host.url}/`);
    await waitForWorker(page);
    await page.goto(`${host.url}${address}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shop.name);
    const map = page.getByRole('img', { name: /^Map of the Philippines with .+ marked$/ });
    const shown = () => map.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);
    await map.scrollIntoViewIfNeeded();
    await expect.poll(shown).toBe(true);
    await context.setOffline(true);
    const response = await page.goto(`${host.url}${address}`);
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shop.name);
    await expect(page.getByRole('main').getByText(shop.location, { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /^Find on Map|^Visit Shop/ })).not.toHaveCount(0);
    // The province's map comes from the worker's store too: the page is whole offline.
    await map.scrollIntoViewIfNeeded();
    await expect.poll(shown).toBe(true);
  });
});

/** What the stylesheet gives a page, read from the page as shown: the body's background and the heading's font. */
const lookOf = (page: Page) =>
  page.evaluate(() => ({ background: getComputedStyle(document.body).backgroundColor, font: getComputedStyle(document.querySelector('h1')!).fontFamily }));

/** Where the page's styles came from: the stylesheet files it linked, and whether Gatsby's inline copy is in it. */
const stylesOf = (page: Page) =>
  page.evaluate(() => ({
    files: [...document.styleSheets].flatMap((sheet) => (sheet.href ? [new URL(sheet.href).pathname] : [])),
    inline: document.querySelector('style[data-identity="gatsby-global-css"]') !== null,
  }));

/** Removes the app's scripts from everything the browser kept (the worker's caches and its HTTP cache): offline, only what is inline in a page runs. */
async function forgetSavedScripts(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) if (new URL(request.url).pathname.endsWith('.js')) await cache.delete(request);
    }
  });
  await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');
}

test.describe('the saved copy of a page', () => {
  const host = hostBuildForSuite(test);

  test('opens offline styled as online, from the saved stylesheet file rather than a copy inside every page, with its text and the day it was saved', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.goto(`${host.url}/shops`);
    const online = await lookOf(page);
    // Unstyled, the body has no background: the comparison below is about the stylesheet.
    expect(online.background).not.toBe('rgba(0, 0, 0, 0)');
    expect(await stylesOf(page)).toEqual({ files: [], inline: true });
    await waitForWorker(page);
    await context.setOffline(true);

    for (const route of ['/shops/', '/brands/bikes/', '/']) {
      const response = await page.goto(`${host.url}${route}`);
      expect(response?.fromServiceWorker(), route).toBe(true);
      expect(await lookOf(page), route).toEqual(online);
      expect(await stylesOf(page), route).toEqual({ files: [expect.stringMatching(/^\/styles\.[0-9a-f]+\.css$/)], inline: false });
      await expect(page.getByRole('heading', { level: 1 }), route).toBeVisible();
      await waitForHydration(page);
    }
    await page.goto(`${host.url}/shops`);
    const shop = siteData().shops[0]!;
    await expect(page.getByRole('heading', { name: shop.name, exact: true })).toBeVisible();
    const today = new Intl.DateTimeFormat('en-PH', { dateStyle: 'medium' }).format(new Date());
    await expect(page.getByRole('status').filter({ hasText: "You're offline: showing the copy saved on" })).toContainText(today);

    // The copy's own address, should anyone find it, is not for search engines and names the page as the real one.
    const copy = await request.get(`${host.url}/_offline/shops`);
    expect(copy.status()).toBe(200);
    expect(copy.headers()['x-robots-tag']).toBe('noindex');
    const html = await copy.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/shops\/"/);
  });

  test('online, the page paints with its own inline styles: no stylesheet file is needed', async ({ page }) => {
    // A fresh visitor, no worker yet: with every stylesheet file refused, the page is still styled.
    await page.route('**/*.css', (route) => route.abort());
    await page.goto(`${host.url}/shops`);
    expect(await stylesOf(page)).toEqual({ files: [], inline: true });
    const { background } = await lookOf(page);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test.describe('before the app starts, offline', () => {
    // The app's scripts are gone from the saved copy on purpose: each is reported as a resource that failed to load.
    test.use({ allowedConsoleErrors: /Failed to load resource|net::ERR_/ });

    test("the copy's own script searches the list, as the page's does", async ({ page, context }) => {
      test.setTimeout(90_000);
      await page.goto(`${host.url}/`);
      await waitForWorker(page);
      await forgetSavedScripts(page);
      await context.setOffline(true);

      await page.goto(`${host.url}/shops`);
      const list = page.getByRole('list', { name: 'Bike shops' });
      const shops = siteData().shops;
      const shop = shops[Math.floor(shops.length / 2)]!;
      const found = shops.filter((other) =>
        [other.name, other.location, other.province, other.region].some((field) => field?.toLowerCase().includes(shop.name.toLowerCase())),
      );
      expect(found.length).toBeLessThan(shops.length);
      await page.getByPlaceholder('Search shop, city, or what you need: repair, piyesa…').pressSequentially(shop.name);
      await expect
        .poll(async () => (await list.locator(':scope > li:visible h2').allTextContents()).map((name) => name.trim()).sort(byName))
        .toEqual(found.map((other) => other.name).sort(byName));
      await expect(page.getByText(`${found.length} of ${shops.length} shown`, { exact: true })).toBeVisible();
      await expect(page.getByText('No Shops Found')).toBeHidden();
      // The app never started: what answered is the copy's inline script.
      const hydrated = await page.evaluate(() =>
        Object.keys(document.getElementById('___gatsby')?.firstElementChild ?? {}).some((key) => key.startsWith('__reactFiber$')),
      );
      expect(hydrated).toBe(false);
    });
  });
});

/** Every page and data file of a built site whose text holds `from`, with `to` in its place. */
function replaceInSite(dir: string, from: string, to: string): number {
  let changed = 0;
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const full = path.join(dir, file);
    if (!/\.(html|json)$/.test(file) || !statSync(full).isFile()) continue;
    const text = readFileSync(full, 'utf8');
    if (!text.includes(from)) continue;
    writeFileSync(full, text.split(from).join(to));
    changed += 1;
  }
  return changed;
}

test.describe('a new deploy', () => {
  const host = hostBuildForSuite(test, 'padyak-sw-');

  test('a changed listing shows on the very next online visit, and becomes the offline copy', async ({ page, context }) => {
    test.setTimeout(120_000);
    const shop = siteData().shops.find((candidate) => /^[\w ]+$/.test(candidate.name) && candidate.name.length > 8)!;
    const renamed = `${shop.name} Renamed In Build B`;

    // Build A: the visitor opens /shops once; the worker saves the whole site.
    await page.goto(`${host.url}/shops`);
    await waitForWorker(page);
    await expect(page.getByRole('heading', { name: shop.name, exact: true })).toBeVisible();

    // Build B: the listing is renamed in its pages and data, and the build writes a new worker.
    expect(replaceInSite(host.dir, shop.name, renamed)).toBeGreaterThan(1);
    await writeServiceWorker(host.dir, 'on');

    // The very next visit, answered by the worker, shows build B.
    const response = await page.goto(`${host.url}/shops`);
    expect(response?.fromServiceWorker()).toBe(true);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: renamed, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: new RegExp(`^${escapeRegExp(shop.name)}$`) })).toHaveCount(0);

    // Once build B's worker has taken over, the saved copy is build B's too.
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
      while (registration?.installing || registration?.waiting) await new Promise((resolve) => setTimeout(resolve, 100));
    });
    await context.setOffline(true);
    await page.goto(`${host.url}/shops`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: renamed, exact: true })).toBeVisible();
  });
});

test.describe('online, while the worker of the last deploy is still in charge', () => {
  const host = hostBuildForSuite(test, 'padyak-sw-fresh-');

  test('no address is answered from the saved copy, not even one that names the offline copy', async ({ page, context }) => {
    test.setTimeout(120_000);
    const shop = siteData().shops.find((candidate) => /^[\w ]+$/.test(candidate.name) && candidate.name.length > 8)!;
    const renamed = `${shop.name} Renamed On The Server`;

    // The visitor's worker saves the whole site; then the files on the server change and the worker
    // stays the old one (it has not looked for an update yet).
    await page.goto(`${host.url}/shops`);
    await waitForWorker(page);
    expect(replaceInSite(host.dir, shop.name, renamed)).toBeGreaterThan(1);

    for (const address of ['/shops/', '/shops?offline-copy', '/shops#offline-copy', '/shops?offline-copy#offline-copy']) {
      // From a blank page, so each is a full load (the app rewrites the address of the one before).
      await page.goto('about:blank');
      const response = await page.goto(`${host.url}${address}`);
      expect(response?.fromServiceWorker(), address).toBe(true);
      expect(await response?.text(), address).toContain(renamed);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { name: renamed, exact: true }), address).toBeVisible();
    }
    for (const address of ['/page-data/shops/page-data.json', '/page-data/shops/page-data.json?offline-copy']) {
      const body = await page.evaluate(async (url) => (await fetch(url)).text(), address);
      expect(body, address).toContain(renamed);
    }

    // Offline, the same addresses still open, from the copy the worker saved.
    await context.setOffline(true);
    for (const address of ['/shops/', '/shops?offline-copy']) {
      const response = await page.goto(`${host.url}${address}`);
      expect(response?.status(), address).toBe(200);
      expect(response?.fromServiceWorker(), address).toBe(true);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { name: shop.name, exact: true }), address).toBeVisible();
    }
  });
});

test.describe('the kill switch', () => {
  const host = hostBuildForSuite(test, 'padyak-sw-off-');

  test('a deploy built with GATSBY_SERVICE_WORKER=off removes the installed worker and its saved copy', async ({ page }) => {
    await page.goto(`${host.url}/`);
    await waitForWorker(page);
    expect(await page.evaluate(async () => (await caches.keys()).length)).toBeGreaterThan(0);

    await writeServiceWorker(host.dir, 'off');
    await page.goto(`${host.url}/shops`);
    await expect
      .poll(() => page.evaluate(async () => ({ workers: (await navigator.serviceWorker.getRegistrations()).length, caches: (await caches.keys()).length })), {
        timeout: 15_000,
      })
      .toEqual({ workers: 0, caches: 0 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
