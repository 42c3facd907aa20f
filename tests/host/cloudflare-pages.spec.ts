import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { test, expect } from '../support/e2e/test';
import { assertBuilt, builtPages, fileOfPage, publicDir } from '../support/build-output';
import { byName, siteData } from '../support/e2e/data';
import { waitForHydration } from '../support/hydration';
import { waitForWorker } from '../support/e2e/service-worker';
import { site } from '../../src/config/site';
import { nearMeCopy } from '../../src/content/directories';
import { provinceOf } from '../../src/lib/provinces';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, CALENDAR_TYPE, isHashedAsset } from '../../src/gatsby/hosting-headers';
import { listingPageList } from '../../src/config/addresses';

/**
 * The build on Cloudflare Pages' own runtime (`wrangler pages dev public`, playwright.host.config.ts):
 * what the host does with the site's _headers, its paths and its 404 page, as a visitor meets it.
 */

test.beforeAll(() => assertBuilt());

/** An address of this site as the host serves it: the site's absolute addresses (canonical, sitemap) as paths. */
function ownPath(href: string, from = '/'): string | null {
  if (href.startsWith('#') || /^(mailto|tel|webcal|data|javascript):/i.test(href)) return null;
  const url = new URL(href, `${site.siteUrl}${from}`);
  if (url.origin !== new URL(site.siteUrl).origin) return null;
  return `${url.pathname}${url.search}`;
}

/** What the host answers for a path, its redirects not followed. */
async function answer(request: APIRequestContext, address: string) {
  const response = await request.get(address, { maxRedirects: 0 });
  return { status: response.status(), headers: response.headers(), response };
}

const pages = () => builtPages().map((page) => ({ page, document: new JSDOM(readFileSync(fileOfPage(page), 'utf8')).window.document }));

test.describe('headers of each kind of route', () => {
  const hashedScript = () => {
    const file = readdirSync(publicDir).find((name) => name.endsWith('.js') && isHashedAsset(name));
    if (!file) throw new Error('the build has no script with a content hash in its name');
    return `/${file}`;
  };
  const calendar = () => {
    const found = readdirSync(path.join(publicDir, 'events'), { recursive: true, encoding: 'utf8' }).find((name) => name.endsWith('.ics'));
    return found ? `/events/${found}` : '/events.ics';
  };

  test('a page: the security headers, Near me allowed for the site itself, never stored by the browser’s cache unchecked', async ({ request }) => {
    const { status, headers } = await answer(request, '/shops/');
    expect(status).toBe(200);
    expect(headers['content-type']).toMatch(/^text\/html/);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('geolocation=(self)');
    expect(headers['permissions-policy']).toContain('camera=()');
    // Both hosts' own default for a path no rule covers: Gatsby asks the same for HTML.
    expect(headers['cache-control'] ?? CACHE_REVALIDATE).toMatch(/max-age=0|no-cache|must-revalidate/);
  });

  test('page data: checked on every use', async ({ request }) => {
    const { status, headers } = await answer(request, '/page-data/shops/page-data.json');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe(CACHE_REVALIDATE);
    expect(headers['x-content-type-options']).toBe('nosniff');
  });

  test('a script whose name carries its hash: kept for a year', async ({ request }) => {
    const { status, headers } = await answer(request, hashedScript());
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe(CACHE_IMMUTABLE);
    expect(headers['content-type']).toMatch(/javascript/);
  });

  test('the service worker: never kept by the HTTP cache', async ({ request }) => {
    const { status, headers } = await answer(request, '/sw.js');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-cache');
  });

  test('an offline copy of a page: not for search engines', async ({ request }) => {
    const { status, headers } = await answer(request, '/_offline/shops/');
    expect(status).toBe(200);
    expect(headers['x-robots-tag']).toBe('noindex');
    expect((await answer(request, '/shops/')).headers['x-robots-tag']).toBeUndefined();
  });

  test('a calendar file: opened by the calendar app', async ({ request }) => {
    for (const file of ['/events.ics', calendar()]) {
      const { status, headers } = await answer(request, file);
      expect(status, file).toBe(200);
      expect(headers['content-type'], file).toBe(CALENDAR_TYPE);
    }
  });
});

test('no internal link, canonical link or sitemap address answers with a redirect', async ({ request }) => {
  test.setTimeout(180_000);
  const addresses = new Map<string, string>();
  for (const { page, document } of pages()) {
    for (const anchor of document.querySelectorAll('a[href]')) {
      const own = ownPath(anchor.getAttribute('href')!, page === '/404.html' ? '/' : page);
      if (own && !addresses.has(own)) addresses.set(own, `a link on ${page}`);
    }
    const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
    if (canonical) addresses.set(ownPath(canonical) ?? canonical, `the canonical link of ${page}`);
  }
  const sitemap = readFileSync(path.join(publicDir, 'sitemap-0.xml'), 'utf8');
  for (const [, loc] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) addresses.set(ownPath(loc!) ?? loc!, 'the sitemap');
  expect(addresses.size, 'addresses found').toBeGreaterThan(50);
  // Every kind of listing page is among them: a shop's, a brand's, a community listing's and an event's.
  const listsWithPages = new Set([...addresses.keys()].map((address) => listingPageList(address)?.split('/')[1]).filter(Boolean));
  expect([...listsWithPages].sort(), 'lists whose listing pages are linked').toEqual(expect.arrayContaining(['brands', 'cycling-groups', 'events', 'shops']));

  const wrong: string[] = [];
  const queue = [...addresses];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [address, where] = next;
      const { status, headers } = await answer(request, address);
      if (status !== 200) wrong.push(`${address} (${where}): ${status}${headers.location ? ` → ${headers.location}` : ''}`);
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  expect(wrong, 'addresses the host does not answer at once').toEqual([]);
});

test('the old address form (no slash) still leads to the page, through the host’s redirect', async ({ request }) => {
  const { status, headers } = await answer(request, '/shops?q=trek');
  expect([301, 308]).toContain(status);
  expect(headers.location).toMatch(/^(http:\/\/127\.0\.0\.1:\d+)?\/shops\/\?q=trek$/);
});

test.describe('an unknown path', () => {
  // The host answers it with 404 before the page sends the visitor home.
  test.use({ allowedConsoleErrors: /status of 404/ });

  test('gets the 404 page, which takes the visitor home', async ({ page, request }) => {
    const { status, response } = await answer(request, '/no-such-page/at-all');
    expect(status).toBe(404);
    expect(await response.text()).toContain('Page not found');
    await page.goto('/no-such-page/at-all');
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page).toHaveTitle('Home - Padyak Hub');
  });
});

test('the service worker installs, and a page opens offline', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await waitForWorker(page);
  await context.setOffline(true);
  const response = await page.goto('/shops/');
  expect(response?.status()).toBe(200);
  expect(response?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bike Shops');
  await waitForHydration(page);
  await expect(page.getByRole('list', { name: 'Bike shops' }).locator(':scope > li').first()).toBeVisible();
});

const cardNames = (page: Page) => page.getByRole('list', { name: 'Bike shops' }).locator(':scope > li h2').allTextContents();

test.describe('Near me, under the site’s own headers', () => {
  // Davao City's city hall: real coordinates, in Davao del Sur.
  test.use({ geolocation: { latitude: 7.0731, longitude: 125.6128 }, permissions: ['geolocation'] });

  test('with the position shared, it shows the nearest province with shops', async ({ page }) => {
    const names = siteData()
      .shops.filter((shop) => provinceOf(shop) === 'Davao del Sur')
      .map((shop) => shop.name)
      .sort(byName);
    expect(names.length, 'Davao del Sur has shops in the data').toBeGreaterThan(0);
    await page.goto('/shops/');
    await waitForHydration(page);
    await page.getByRole('button', { name: nearMeCopy.button }).click();
    await expect(page.getByRole('status').filter({ hasText: nearMeCopy.chosen('Davao del Sur') })).toBeVisible();
    await expect.poll(async () => (await cardNames(page)).map((name) => name.trim()).sort(byName)).toEqual(names);
  });
});

test.describe('Near me refused, under the site’s own headers', () => {
  test.use({ permissions: [] });

  test('a refusal says so and keeps the list', async ({ page, context }) => {
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
