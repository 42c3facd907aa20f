/**
 * At 10,000 shops /shops holds only the first 200 cards. A search typed before the app starts
 * must still cover every shop (issue 34): the page's own script fetches the index and answers
 * from it, saying "Searching all 10,000 shops…" until it can. The site is built over the
 * benchmark's generated 10,000-shop copy of data/ (bench/suites/scale-data.ts), in a throwaway
 * copy of the project, and served from 127.0.0.1.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page, Route } from '@playwright/test';
import { test, expect } from '../support/e2e/test';
import { waitForHydration } from '../support/hydration';
import { serveFolder, type StaticHost } from '../../bench/lib/static-host';
import { generateScaleData } from '../../bench/suites/scale-data';
import { buildIsolated, makeIsolatedProject, type IsolatedProject } from '../support/isolated-build';
import { foldForSearch } from '../../src/lib/list-filter';
import { SHOPS_PER_PAGE } from '../../src/lib/shop-pages';
import { searchCopy, shopsCopy } from '../../src/content/directories';
import { htmlElements } from '../../src/lib/html-read';
import { gzipText } from '../support/build-output';
import { waitForWorker } from '../support/e2e/service-worker';

const SHOPS = 10_000;
const searching = shopsCopy.searchingAll(SHOPS);

let project: IsolatedProject | null = null;
let site: StaticHost | null = null;
let dataDir = '';
/** The index as built: [key, name, location, province, region, link, …], A to Z like the pages. */
let index: [string, string, string, string | null, string, string | null][] = [];

test.describe.configure({ mode: 'serial' });
// Every script file is refused on purpose: Chromium logs each refused request.
test.use({ allowedConsoleErrors: /Failed to load resource/ });

test.beforeAll(async () => {
  test.setTimeout(30 * 60_000); // a whole Gatsby build of 10,000 shops on a shared machine
  dataDir = generateScaleData(SHOPS);
  project = makeIsolatedProject();
  await buildIsolated(project, dataDir);
  index = JSON.parse(readFileSync(path.join(project.publicDir, 'shops', 'index.json'), 'utf8')) as typeof index;
  site = await serveFolder(project.publicDir);
});

test.afterAll(async () => {
  await site?.close();
  project?.remove();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A shop well beyond the page's first 200, and how many of all the shops its name finds. */
function shopBeyondThePage() {
  const [, name, location, , , link] = index[Math.floor(index.length * 0.7)]!;
  const found = index.filter((row) => [row[1], row[2], row[3], row[4]].some((field) => field && foldForSearch(field).includes(foldForSearch(name)))).length;
  return { name, location, link, found };
}

/** Holds the index back until `release` is called: what the page says meanwhile is part of the test. */
async function holdIndex(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/shops/index.json', async (route: Route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('the index is one file the page fetches only when asked', () => {
  const bytes = readFileSync(path.join(project!.publicDir, 'shops', 'index.json'));
  expect(index).toHaveLength(SHOPS);
  // The figure BENCHMARKS.md gives for not preloading it (scale section).
  console.log(`shops/index.json at ${SHOPS} shops: ${bytes.length} B, ${gzipSync(bytes, { level: 9 }).length} B gzip`);
  const html = readFileSync(path.join(project!.publicDir, 'shops', 'index.html'), 'utf8');
  expect(html).not.toMatch(/rel="preload"[^>]*index\.json/);
});

test('the script that answers before the app starts, with the index part and its settings, stays within 1.5 KB gzip at 10,000 shops', () => {
  const html = readFileSync(path.join(project!.publicDir, 'shops', 'index.html'), 'utf8');
  const script = htmlElements(html, ['script']).find((element) => element.attributes['data-c'] !== undefined && element.attributes.src === undefined);
  expect(JSON.parse(script!.attributes['data-c']!)).toMatchObject({ t: SHOPS, x: { w: searching } });
  expect(gzipText(`${script!.attributes['data-c']}${script!.text}`)).toBeLessThanOrEqual(1.5 * 1024);
});

test('with every script file refused, typing the name of a shop beyond the first 200 finds it', async ({ page }) => {
  await page.route('**/*.js', (route) => route.abort());
  const release = await holdIndex(page);
  await page.goto(`${site!.url}/shops`);
  const shop = shopBeyondThePage();
  const list = page.getByRole('list', { name: 'Bike shops' });
  const cards = list.locator(':scope > li:visible');
  await expect(cards).toHaveCount(SHOPS_PER_PAGE);
  await expect(page.getByRole('heading', { name: shop.name })).toHaveCount(0);

  await page.getByPlaceholder(shopsCopy.searchPlaceholder).fill(shop.name);
  await expect(page.getByText(searching)).toBeVisible();
  release();
  await expect(page.getByText(searching)).toHaveCount(0);
  await expect(page.getByText(`${shop.found.toLocaleString('en')} of ${SHOPS.toLocaleString('en')} shown`)).toBeVisible();
  const card = cards.filter({ has: page.getByRole('heading', { name: shop.name }) });
  await expect(card).toBeVisible();
  await expect(card).toContainText(shop.location);
  // The visitor can open the shop: its own site, or a map search where it has none.
  const link = card.getByRole('link', { name: shop.link ? shopsCopy.visitShop : shopsCopy.findOnMap });
  await expect(link).toHaveAttribute('target', '_blank');
  if (shop.link) await expect(link).toHaveAttribute('href', shop.link);
  else await expect(link).toHaveAttribute('href', /google\.com\/maps\/search/);
  expect(new URL(page.url()).searchParams.get('q')).toBe(shop.name);
});

test('with every script file refused, a search that finds nothing says so once the whole list is searched', async ({ page }) => {
  await page.route('**/*.js', (route) => route.abort());
  const release = await holdIndex(page);
  await page.goto(`${site!.url}/shops`);
  await page.getByPlaceholder(shopsCopy.searchPlaceholder).fill('no such shop anywhere');
  await expect(page.getByText(searching)).toBeVisible();
  await expect(page.getByText(shopsCopy.emptyTitle)).toBeHidden();
  release();
  await expect(page.getByText(shopsCopy.emptyTitle)).toBeVisible();
  await expect(page.getByText(`0 of ${SHOPS.toLocaleString('en')} shown`)).toBeVisible();
});

test('the app, starting after the answer, shows the same shops, count and address, and keeps the caret in the box', async ({ page }) => {
  let releaseScripts: () => void = () => undefined;
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto(`${site!.url}/shops`);
  const shop = shopBeyondThePage();
  const box = page.getByPlaceholder(shopsCopy.searchPlaceholder);
  await box.fill(shop.name);
  const count = page.getByText(`${shop.found.toLocaleString('en')} of ${SHOPS.toLocaleString('en')} shown`);
  await expect(count).toBeVisible();
  const names = async () => page.locator('main ul:visible > li:visible h2').allTextContents();
  const before = await names();
  expect(before).toContain(shop.name);
  const address = page.url();
  releaseScripts();
  await waitForHydration(page);
  await expect(count).toBeVisible();
  expect(await names()).toEqual(before);
  expect(page.url()).toBe(address);
  await expect(box).toBeFocused();
  await expect(page.getByText(searching)).toHaveCount(0);
});

/** 10:00 in Manila on the first Tuesday after the build that is no public holiday (the page's own list of them): every generated week is open then. */
function tuesdayMorning(holidays: readonly string[]): Date {
  let day = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
  do day = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  while (weekday(day) !== 2 || holidays.includes(day));
  return new Date(`${day}T10:00:00+08:00`);
}

test('?service=, ?payment= and ?open=now answer from the whole list, with every script file refused and with the app', async ({ browser }) => {
  const html = readFileSync(path.join(project!.publicDir, 'shops', 'index.html'), 'utf8');
  const holidays = (JSON.parse(/<script type="application\/json" id="ph-holidays">([^<]*)<\/script>/.exec(html)![1]!) as [string, string][]).map(([date]) => date);
  const at = tuesdayMorning(holidays);
  const rows = index as unknown as (string | null | boolean)[][];
  const has = (row: (string | null | boolean)[], at: number, value: string) =>
    String(row[at] ?? '')
      .split('|')
      .includes(value);
  const cases = [
    { address: '?service=rental&open=now', found: rows.filter((row) => has(row, 10, 'rental') && row[12]).length },
    { address: '?payment=gcash', found: rows.filter((row) => has(row, 11, 'gcash')).length },
    { address: '?service=repair&payment=card', found: rows.filter((row) => has(row, 10, 'repair') && has(row, 11, 'card')).length },
  ];
  for (const { address, found } of cases) {
    expect(found, `${address} keeps some shops and not all`).toBeGreaterThan(0);
    expect(found).toBeLessThan(SHOPS);
    for (const appBlocked of [true, false]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.clock.install({ time: at });
      if (appBlocked) await page.route('**/*.js', (route) => route.abort());
      await page.goto(`${site!.url}/shops${address}`);
      if (!appBlocked) await waitForHydration(page);
      await expect(
        page.getByText(`${found.toLocaleString('en')} of ${SHOPS.toLocaleString('en')} shown`),
        `${address}, ${appBlocked ? 'scripts refused' : 'the app'}`,
      ).toBeVisible();
      await context.close();
    }
  }
});

test('the riders’ words (search-aliases.csv) are read over the whole list, with every script file refused and with the app', async ({ browser }) => {
  const rows = index as unknown as (string | null)[][];
  const has = (row: (string | null)[], value: string) =>
    String(row[10] ?? '')
      .split('|')
      .includes(value);
  const inIloilo = (row: (string | null)[]) => [row[2], row[3]].some((field) => field && foldForSearch(field).includes('iloilo'));
  const cases = [
    { typed: 'bisikleta', said: 'bike', found: SHOPS },
    { typed: 'piyesa', said: 'parts', found: rows.filter((row) => has(row, 'parts')).length },
    { typed: 'ayos Iloilo', said: 'repair, Iloilo', found: rows.filter((row) => has(row, 'repair') && inIloilo(row)).length },
    { typed: 'Maynila', said: 'Manila', found: rows.filter((row) => row[2] === 'Manila').length },
  ];
  for (const { typed, said, found } of cases) {
    expect(found, `${typed} keeps some shops`).toBeGreaterThan(0);
    for (const appBlocked of [true, false]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      if (appBlocked) await page.route('**/*.js', (route) => route.abort());
      await page.goto(`${site!.url}/shops?q=${encodeURIComponent(typed)}`);
      if (!appBlocked) await waitForHydration(page);
      const where = `${typed}, ${appBlocked ? 'scripts refused' : 'the app'}`;
      await expect(
        page.getByText(found === SHOPS ? `${SHOPS.toLocaleString('en')} listed` : `${found.toLocaleString('en')} of ${SHOPS.toLocaleString('en')} shown`),
        where,
      ).toBeVisible();
      await expect(page.getByText(`${searchCopy.showingResultsFor}${said}`, { exact: true }), where).toBeVisible();
      await context.close();
    }
  }
});

test('a first visit stores at most 5 MB for offline use at 10,000 shops', async ({ page }) => {
  await page.goto(site!.url);
  await waitForWorker(page);
  // Every cache the worker filled by now (its precache, and whatever a runtime cache took on the
  // way): the bytes of each stored body, which is what the phone keeps.
  const stored = await page.evaluate(async () => {
    const files: { url: string; bytes: number }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) files.push({ url: new URL(request.url).pathname, bytes: (await (await cache.match(request))!.arrayBuffer()).byteLength });
    }
    return files;
  });
  const total = stored.reduce((sum, file) => sum + file.bytes, 0);
  const largest = [...stored].sort((a, b) => b.bytes - a.bytes).slice(0, 5);
  console.log(
    `a first visit stores ${stored.length} files, ${(total / 1e6).toFixed(2)} MB at ${SHOPS} shops; largest: ${largest.map((file) => `${file.url} ${file.bytes} B`).join(', ')}`,
  );
  // It stores what reaches every shop offline: the index of every shop, and /shops itself.
  expect(stored.map((file) => file.url)).toEqual(expect.arrayContaining(['/shops/index.json', '/_offline/shops/']));
  expect(total).toBeLessThanOrEqual(5_000_000);
});
