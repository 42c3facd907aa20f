/**
 * A page for every listing, as a visitor and a search engine meet it, on a copy of data/ with
 * listings whose status and checked month are filled in: open and checked this month, temporarily
 * closed and checked 14 months ago, closed, and never checked. The visitor's clock is fixed.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { test, expect } from '../support/e2e/test';
import { waitForHydration } from '../support/hydration';
import { serveFolder } from '../../bench/lib/static-host';
import { buildAndServe, copyData, type IsolatedSite } from '../support/e2e/isolated-site';
import { manilaDay } from '../../src/lib/event-schedule';
import { provinceOf } from '../../src/lib/provinces';
import { siteData } from '../support/e2e/data';

const shopsInIloilo = siteData().shops.filter((shop) => provinceOf(shop) === 'Iloilo').length;

/** 'YYYY-MM', `months` after the month of `day`. */
function monthPlus(day: string, months: number): string {
  const [year = 0, month = 1] = day.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const label = (month: string) => `${MONTHS[Number(month.slice(5)) - 1]} ${month.slice(0, 4)}`;

// The months are counted from the build's day, so the build never sees a check in the future.
const TODAY = manilaDay();
const THIS_MONTH = monthPlus(TODAY, 0);
const OLD_MONTH = monthPlus(TODAY, -14);

const SHOPS = {
  open: { name: 'Sample Open Cycles', path: '/shops/sample-open-cycles-iloilo-city/', link: 'https://open-cycles.example/', status: '', checked: THIS_MONTH },
  paused: {
    name: 'Sample Paused Bikes',
    path: '/shops/sample-paused-bikes-iloilo-city/',
    link: 'https://www.facebook.com/paused-bikes.example',
    status: 'temporarily closed',
    checked: OLD_MONTH,
  },
  closed: { name: 'Sample Gone Bikes', path: '/shops/sample-gone-bikes-iloilo-city/', link: 'https://gone-bikes.example/', status: 'closed', checked: OLD_MONTH },
  never: { name: 'Sample Never Checked Cycles', path: '/shops/sample-never-checked-cycles-iloilo-city/', link: '', status: '', checked: '' },
};
const BRAND = { name: 'Sample Open Brand', path: '/brands/bikes/sample-open-brand/', link: 'https://open-brand.example/' };
const CLOSED_BRAND = { name: 'Sample Closed Brand', path: '/brands/bikes/sample-closed-brand/' };
const GROUP = { name: 'Sample Riders Club', path: '/cycling-groups/sample-riders-club/', link: 'https://riders-club.example/' };

const cell = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** Adds the status and checked columns to a sheet of data/ (empty for its own rows), then `rows`, each by its columns' names. */
function withStateColumns(file: string, rows: Record<string, string>[]): void {
  const lines = readFileSync(file, 'utf8')
    .replace(/\r?\n$/, '')
    .split(/\r?\n/);
  const [header = '', ...body] = lines;
  const columns = [...header.split(','), 'status', 'checked'];
  const out = [
    columns.join(','),
    ...body.filter((line) => line !== '').map((line) => `${line},,`),
    ...rows.map((row) => columns.map((column) => cell(row[column] ?? '')).join(',')),
  ];
  writeFileSync(file, `${out.join('\n')}\n`);
}

let site: IsolatedSite | null = null;
let dataDir = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(20 * 60_000); // a whole Gatsby build on a shared machine
  dataDir = copyData('padyak-listing-data-');
  withStateColumns(
    path.join(dataDir, 'shops.csv'),
    Object.values(SHOPS).map((shop) => ({ name: shop.name, location: 'Iloilo City', link: shop.link, status: shop.status, checked: shop.checked })),
  );
  withStateColumns(path.join(dataDir, 'brands.csv'), [
    { category: 'bikes', name: BRAND.name, link: BRAND.link, checked: THIS_MONTH },
    { category: 'bikes', name: CLOSED_BRAND.name, link: 'https://closed-brand.example/', status: 'closed' },
  ]);
  withStateColumns(path.join(dataDir, 'cycling-groups.csv'), [{ name: GROUP.name, link: GROUP.link, checked: OLD_MONTH }]);
  site = await buildAndServe(dataDir, serveFolder);
});

test.afterAll(async () => {
  test.setTimeout(5 * 60_000);
  await site?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A page whose clock stands at 09:00 in Manila on `day`. */
async function pageOn(browser: Browser, day: string, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled, baseURL: site!.url });
  const page = await context.newPage();
  if (javaScriptEnabled) await page.clock.setFixedTime(new Date(`${day}T01:00:00Z`));
  return page;
}

/** A JSON-LD object as parsed: its type, and whatever else it says. */
type JsonLd = { '@type': string; itemListElement?: unknown; [field: string]: unknown };

async function jsonLd(page: Page): Promise<JsonLd[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as JsonLd);
}

const ofType = (data: JsonLd[], type: string) => data.find((entry) => entry['@type'] === type);

const cardOf = (page: Page, name: string) =>
  page
    .getByRole('main')
    .locator('article')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

test("each shop card's name opens its page: title, canonical, breadcrumb and BikeStore from the data, and the check on the visitor's day", async ({ browser }) => {
  const page = await pageOn(browser, TODAY);
  await page.goto('/shops/');
  const card = cardOf(page, SHOPS.open.name);
  await expect(card.getByText(`Checked ${label(THIS_MONTH)}`, { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: SHOPS.open.name, exact: true })).toHaveAttribute('href', SHOPS.open.path);
  await waitForHydration(page);
  await card.getByRole('link', { name: SHOPS.open.name, exact: true }).click();
  await expect(page).toHaveURL(`${site!.url}${SHOPS.open.path}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SHOPS.open.name);

  await page.goto(SHOPS.open.path);
  await expect(page).toHaveTitle(`${SHOPS.open.name} – bike shop in Iloilo City, Iloilo - Padyak Hub`);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(new URL(canonical ?? '').pathname).toBe(SHOPS.open.path);
  await expect(page.getByText(`Checked ${label(THIS_MONTH)}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /^Visit Shop/ })).toHaveAttribute('href', SHOPS.open.link);
  await expect(page.getByRole('img', { name: 'Map of the Philippines with Iloilo marked' })).toBeVisible();
  await expect(page.getByRole('link', { name: SHOPS.paused.name, exact: true })).toHaveAttribute('href', SHOPS.paused.path);
  await expect(page.getByRole('link', { name: SHOPS.closed.name })).toHaveCount(0);
  // The province's other shops: up to ten, the page's own shop not among them (the paused and never-checked samples are).
  const others = page.getByRole('region', { name: 'Other bike shops in Iloilo', exact: true }).getByRole('link');
  await expect(others).toHaveCount(Math.min(10, shopsInIloilo + 2));
  await expect(others.filter({ hasText: SHOPS.open.name })).toHaveCount(0);

  const data = await jsonLd(page);
  const store = ofType(data, 'BikeStore');
  const siteUrl = new URL(canonical ?? '').origin;
  expect(store).toEqual({
    '@context': 'https://schema.org',
    '@type': 'BikeStore',
    '@id': `${siteUrl}${SHOPS.open.path}#shop`,
    name: SHOPS.open.name,
    address: { '@type': 'PostalAddress', addressLocality: 'Iloilo City', addressRegion: 'Iloilo', addressCountry: 'PH' },
    url: SHOPS.open.link,
  });
  const trail = ofType(data, 'BreadcrumbList') as unknown as { itemListElement: { position: number; name: string; item: string }[] };
  expect(trail.itemListElement.map(({ position, name, item }) => [position, name, new URL(item).pathname])).toEqual([
    [1, 'Home', '/'],
    [2, 'Bike Shops', '/shops/'],
    [3, 'Iloilo', '/shops/in/iloilo/'],
    [4, SHOPS.open.name, SHOPS.open.path],
  ]);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Iloilo' })).toHaveAttribute('href', '/shops/in/iloilo/');
});

test("a temporarily closed shop says so on its card and page, and a check over 12 months old reads 'Not checked since', muted, on the visitor's day", async ({
  browser,
}) => {
  const page = await pageOn(browser, TODAY);
  await page.goto('/shops/');
  const card = cardOf(page, SHOPS.paused.name);
  await expect(card.getByText('Temporarily closed', { exact: true })).toBeVisible();
  const stale = card.getByText(`Not checked since ${label(OLD_MONTH)}`, { exact: true });
  await expect(stale).toBeVisible();
  await expect(stale).toHaveAttribute('data-stale', '');
  await expect(cardOf(page, SHOPS.never.name).getByText(/^(Checked|Not checked since) /)).toHaveCount(0);

  await page.goto(SHOPS.paused.path);
  await expect(page.getByRole('main').getByText('Temporarily closed', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByText(`Not checked since ${label(OLD_MONTH)}`, { exact: true })).toBeVisible();
  // A social page is the shop's profile, not its site.
  expect(ofType(await jsonLd(page), 'BikeStore')).toMatchObject({ sameAs: SHOPS.paused.link });
  expect(ofType(await jsonLd(page), 'BikeStore')).not.toHaveProperty('url');
});

test("the words follow the visitor's clock, not the build's: 13 months on, this month's check no longer stands", async ({ browser }) => {
  const later = `${monthPlus(TODAY, 13)}-15`;
  const page = await pageOn(browser, later);
  await page.goto('/shops/');
  await expect(cardOf(page, SHOPS.open.name).getByText(`Not checked since ${label(THIS_MONTH)}`, { exact: true })).toBeVisible();
  await page.goto(SHOPS.open.path);
  await expect(page.getByRole('main').getByText(`Not checked since ${label(THIS_MONTH)}`, { exact: true })).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByRole('main').getByText(`Not checked since ${label(THIS_MONTH)}`, { exact: true })).toBeVisible();
});

test("the shops list's ItemList names each listing page, and the closed shop is in no list, province page or sitemap", async ({ browser }) => {
  const page = await pageOn(browser, TODAY);
  await page.goto('/shops/');
  const list = ofType(await jsonLd(page), 'ItemList') as unknown as { itemListElement: { '@type': string; position: number; url: string }[] };
  const paths = list.itemListElement.map((entry) => new URL(entry.url).pathname);
  expect(list.itemListElement.map((entry) => entry.position)).toEqual(paths.map((_, index) => index + 1));
  for (const shop of [SHOPS.open, SHOPS.paused, SHOPS.never]) expect(paths).toContain(shop.path);
  expect(paths).not.toContain(SHOPS.closed.path);
  await expect(cardOf(page, SHOPS.closed.name)).toHaveCount(0);

  await page.goto('/shops/in/iloilo/');
  await expect(cardOf(page, SHOPS.open.name)).toHaveCount(1);
  await expect(cardOf(page, SHOPS.closed.name)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bike Shops in Iloilo');
  // The count leaves the closed shop out too: the site's own Iloilo shops and the three open here.
  await expect(page.getByText(`${shopsInIloilo + 3} shops in Iloilo.`)).toBeVisible();

  const sitemap = readFileSync(path.join(site!.publicDir, 'sitemap-0.xml'), 'utf8');
  expect(sitemap).toContain(`${SHOPS.open.path}</loc><lastmod>${THIS_MONTH}-01`);
  expect(sitemap).toMatch(new RegExp(`${SHOPS.never.path}</loc>(?!<lastmod>)`));
  expect(sitemap).not.toContain(SHOPS.closed.path);
  expect(sitemap).not.toContain(CLOSED_BRAND.path);
});

test('a closed listing keeps its page: it says it has closed, asks not to be indexed, and carries no business markup', async ({ browser }) => {
  const page = await pageOn(browser, TODAY);
  await page.goto(SHOPS.closed.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SHOPS.closed.name);
  await expect(page.getByText(`${SHOPS.closed.name} has closed.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'See Bike Shops' })).toHaveAttribute('href', '/shops/');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect((await jsonLd(page)).map((entry) => entry['@type'])).toEqual(['BreadcrumbList']);
  await page.goto(CLOSED_BRAND.path);
  await expect(page.getByText(`${CLOSED_BRAND.name} has closed.`)).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('a brand and a community listing: the card opens the page, which says what it is in its markup', async ({ browser }) => {
  const page = await pageOn(browser, TODAY);
  await page.goto('/brands/bikes/');
  const tile = page.getByRole('main').locator('article').filter({ hasText: BRAND.name });
  await expect(tile.getByRole('link', { name: BRAND.name, exact: true })).toHaveAttribute('href', BRAND.path);
  await expect(tile.getByRole('link', { name: /^Visit\s+Sample Open Brand$/ })).toHaveAttribute('href', BRAND.link);
  await expect(tile.getByText(`Checked ${label(THIS_MONTH)}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByText(CLOSED_BRAND.name)).toHaveCount(0);

  await page.goto(BRAND.path);
  await expect(page).toHaveTitle(`${BRAND.name} – bikes brand - Padyak Hub`);
  const brand = ofType(await jsonLd(page), 'Brand');
  expect(brand).toMatchObject({ '@type': 'Brand', name: BRAND.name, url: BRAND.link });
  // Other bike brands, A to Z, each linking its page.
  await expect(page.getByRole('main').getByRole('link', { name: '3T', exact: true })).toHaveAttribute('href', '/brands/bikes/3t/');

  await page.goto('/cycling-groups/');
  const group = page.getByRole('main').locator('article').filter({ hasText: GROUP.name });
  await expect(group.getByRole('link', { name: GROUP.name, exact: true })).toHaveAttribute('href', GROUP.path);
  await expect(group.getByText(`Not checked since ${label(OLD_MONTH)}`, { exact: true })).toBeVisible();
  await page.goto(GROUP.path);
  expect(ofType(await jsonLd(page), 'Organization')).toMatchObject({ '@type': 'Organization', name: GROUP.name, url: GROUP.link });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(GROUP.name);
});

test('without JavaScript, a listing page is whole: heading, place, links, and the check as of the build', async ({ browser }) => {
  const page = await pageOn(browser, TODAY, false);
  await page.goto(SHOPS.open.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SHOPS.open.name);
  await expect(page.getByText('Iloilo City, Iloilo')).toBeVisible();
  await expect(page.getByText(`Checked ${label(THIS_MONTH)}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /^Visit Shop/ })).toHaveAttribute('target', '_blank');
});
