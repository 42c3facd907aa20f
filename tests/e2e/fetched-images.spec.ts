/**
 * End to end, offline: a copy of the data with remote image addresses on a loopback HTTPS server
 * (a throwaway CA; `.test` names resolve to 127.0.0.1 in the child processes, no real DNS),
 * fetched with `npm run data:fetch` as an editor runs it, checked with `npm run data:check`, and
 * built with PADYAK_DATA_DIR in a throwaway copy of the project (the project's own public/ stays
 * the main browser tests' build). The same build runs over a cache with damaged and linked copies
 * (tests/support/damaged-cache.ts, issue 22 items 7 and 12): it must finish, and show those
 * listings without their image.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Browser } from '@playwright/test';
import { test, expect } from '../support/e2e/test';
import { escapeMarkdown } from '../../src/pipeline';
import { serveFolder } from '../../bench/lib/static-host';
import { PROJECT_ROOT } from '../support/isolated-build';
import { appendRows, buildAndServe, copyData, openOffline, tileOf, type IsolatedSite } from '../support/e2e/isolated-site';
import { makeThrowawayCa, startHttpsFixture, type FixtureServer, type ThrowawayCa } from '../support/https-fixture-server';
import { runTool } from '../support/run-tool';
import { writeDamagedCache, type CacheCase } from '../support/damaged-cache';

// Addresses on the fixture server, set once it listens (its port is chosen by the system).
const FETCHED_BRAND = { name: 'Sample Fetched Helmet', route: '/logos/sample-fetched-helmet.png', url: '' };
const UNFETCHED_BRAND = { name: 'Sample Unfetched Helmet', route: '/logos/gone.png', url: '' }; // answers 404
const FETCHED_SHOP = { name: 'Sample Fetched Shop', route: '/logos/sample-fetched-shop.jpg', url: '' };
const FETCHED_EVENT = { name: 'Sample Fetched Ride', route: '/posters/sample-fetched-ride.png', url: '' };

/** A logo-like picture: a wide coloured mark on white, at a size servers really send. */
function sampleImage(width: number, height: number, color: string): sharp.Sharp {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/><circle cx="${height / 2}" cy="${height / 2}" r="${height / 3}" fill="${color}"/><rect x="${height}" y="${height / 3}" width="${width - height * 1.2}" height="${height / 3}" fill="${color}"/></svg>`;
  return sharp(Buffer.from(svg));
}

/** The images the fixture server sends, at sizes servers really send; any other path is a 404. */
async function imageRoutes(): Promise<Record<string, (request: unknown, response: import('node:http').ServerResponse) => void>> {
  const send = (bytes: Buffer, type: string) => (_request: unknown, response: import('node:http').ServerResponse) => {
    response.writeHead(200, { 'content-type': type, 'content-length': bytes.length }).end(bytes);
  };
  return {
    [FETCHED_BRAND.route]: send(await sampleImage(480, 240, '#c0392b').png().toBuffer(), 'image/png'),
    [FETCHED_SHOP.route]: send(await sampleImage(600, 300, '#1f6feb').jpeg().toBuffer(), 'image/jpeg'),
    [FETCHED_EVENT.route]: send(await sampleImage(800, 1000, '#2f7d5b').png().toBuffer(), 'image/png'),
  };
}

/** The one step that fills the cache: `npm run data:fetch`, as an editor runs it, against the fixture server. */
async function fetchIntoCache(dataDir: string, reportDir: string, ca: ThrowawayCa): Promise<{ status: number | null; output: string }> {
  const { code, output } = await runTool('scripts/data-fetch.ts', ['--data', dataDir, '--report', reportDir, '--allow-loopback'], { ca });
  return { status: code, output };
}

let dataDir = '';
let reportDir = '';
let site: IsolatedSite | null = null;
let ca: ThrowawayCa | null = null;
let imageServer: FixtureServer | null = null;
let fetchRun: { status: number | null; output: string } = { status: null, output: '' };
let unfetchedRow = 0;
let check: { status: number | null; issues: { rule: string; message: string }[]; output: string } = {
  status: null,
  issues: [],
  output: '',
};
let fetchedUrls: string[] = [];
let damaged: CacheCase[] = [];
let damagedFirstRow = 0;
let outsideDir = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(20 * 60_000); // a whole Gatsby build on a shared machine
  ca = await makeThrowawayCa();
  imageServer = await startHttpsFixture(ca, await imageRoutes());
  for (const item of [FETCHED_BRAND, UNFETCHED_BRAND, FETCHED_SHOP, FETCHED_EVENT]) item.url = imageServer.url(item.route, 'cdn.test');
  dataDir = copyData();
  appendRows(path.join(dataDir, 'brands.csv'), [`helmet,${FETCHED_BRAND.name},https://brand.example/fetched,${FETCHED_BRAND.url}`]);
  unfetchedRow = appendRows(path.join(dataDir, 'brands.csv'), [`helmet,${UNFETCHED_BRAND.name},https://brand.example/unfetched,${UNFETCHED_BRAND.url}`]);
  // name, location, link, logo, then the sheet's hours, services, payment and brands, empty.
  appendRows(path.join(dataDir, 'shops.csv'), [`${FETCHED_SHOP.name},Bohol,https://shop.example/,${FETCHED_SHOP.url},,,,`]);
  appendRows(path.join(dataDir, 'events.csv'), [`${FETCHED_EVENT.name},${FETCHED_EVENT.url},https://ride.example/`]);
  reportDir = mkdtempSync(path.join(os.tmpdir(), 'padyak-report-'));
  fetchRun = await fetchIntoCache(dataDir, reportDir, ca);
  fetchedUrls = Object.keys((JSON.parse(readFileSync(path.join(dataDir, 'cache/images/manifest.json'), 'utf8')) as { entries: object }).entries);
  // After the fetch, as a damaged checkout or a hostile commit would leave them: copies that are
  // links (to a file or folder outside data/, to a file inside it, a hard link), a Git LFS pointer,
  // a 20000 px PNG, a changed and a truncated file, and one good copy as the control.
  outsideDir = mkdtempSync(path.join(os.tmpdir(), 'padyak-outside-'));
  damaged = await writeDamagedCache(dataDir, outsideDir, (slug) => `https://cdn.test/damaged/${slug}.png`);
  damagedFirstRow = appendRows(
    path.join(dataDir, 'brands.csv'),
    damaged.map((item) => `helmet,Sample Cache ${item.slug},https://brand.example/cache-${item.slug},${item.url}`),
  );

  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(PROJECT_ROOT, 'scripts/normalize.ts'), '--data', dataDir, '--report', reportDir], {
    cwd: PROJECT_ROOT,
    encoding: 'utf8',
  });
  // The JSON report holds each message as written (the Markdown report escapes what Markdown would turn into a link).
  const json = JSON.parse(readFileSync(path.join(reportDir, 'data-quality.json'), 'utf8')) as { issues: { rule: string; message: string }[] };
  check = {
    status: run.status,
    issues: json.issues,
    output: `${run.stdout}${run.stderr}`,
  };

  site = await buildAndServe(dataDir, serveFolder);
});

test.afterAll(async () => {
  test.setTimeout(5 * 60_000); // deleting a whole Gatsby build (with its .cache) on a loaded machine
  await site?.close();
  await imageServer?.close();
  ca?.cleanup();
  for (const dir of [dataDir, reportDir, outsideDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

test('data:fetch downloads the three images and names the address that failed, at its row', () => {
  // Exit 1: one cell's address is unusable (a 404), the others fetched.
  expect(fetchRun.status, fetchRun.output).toBe(1);
  const fetchReport = readFileSync(path.join(reportDir, 'data-fetch.md'), 'utf8');
  expect(fetchReport).toContain(`brands.csv row ${unfetchedRow}`);
  // The report is Markdown: the address is quoted with the reports' one escaping, so it is not a live link.
  expect(fetchReport).toContain(escapeMarkdown(UNFETCHED_BRAND.url));
  expect(fetchedUrls.sort()).toEqual([FETCHED_BRAND.url, FETCHED_SHOP.url, FETCHED_EVENT.url].sort());
});

test('the data check passes and lists the logo not fetched yet at its file, row and column, with its address', () => {
  expect(check.status, check.output).toBe(0);
  expect(check.issues.map((issue) => issue.message)).toContain(
    `brands.csv row ${unfetchedRow}, column logo: '${UNFETCHED_BRAND.url}' is not fetched yet: run npm run data:fetch; until then the listing shows no logo.`,
  );
  expect(check.issues.filter((issue) => issue.message.includes(FETCHED_BRAND.url))).toEqual([]);
});

test('a fetched logo is a local <picture> with AVIF and WebP at 1x and 2x, sized before it loads', async ({ page }) => {
  const offsite = await openOffline(page, site!, '/brands/helmet/');
  const tile = tileOf(page, FETCHED_BRAND.name);
  await tile.scrollIntoViewIfNeeded();
  const picture = tile.locator('picture').last();
  const types = await picture.locator('source').evaluateAll((sources) => sources.map((source) => source.getAttribute('type')));
  expect(types).toEqual(expect.arrayContaining(['image/avif', 'image/webp']));
  const srcsets = await picture
    .locator('source')
    .evaluateAll((sources) => sources.map((source) => source.getAttribute('srcset') ?? source.getAttribute('data-srcset') ?? ''));
  for (const srcset of srcsets) {
    const candidates = srcset.split(',').map((candidate) => candidate.trim().split(/\s+/));
    expect(candidates.map(([url]) => url)).toEqual(candidates.map(() => expect.stringMatching(/^\/static\//)));
    expect(candidates.map(([, descriptor]) => descriptor)).toEqual(['72w', '144w']);
  }
  // The phone is 2.6x: it takes the 2x (144 px) AVIF, from this site.
  const avif2x = srcsets[types.indexOf('image/avif')]!.split(',')
    .map((candidate) => candidate.trim().split(/\s+/))
    .find(([, descriptor]) => descriptor === '144w')![0];
  const image = picture.locator('img');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(`${site!.url}${avif2x}`);
  expect(await image.evaluate((img: HTMLImageElement) => img.loading)).toBe('lazy');
  const box = await tile.locator('[data-gatsby-image-wrapper]').boundingBox();
  expect([box?.width, box?.height]).toEqual([72, 72]);
  expect(offsite).toEqual([]);
});

test('fetched shop logos and event posters are local optimized images too', async ({ page }) => {
  const offsite = await openOffline(page, site!, '/shops/');
  const shop = tileOf(page, FETCHED_SHOP.name).locator('picture source[type="image/avif"]');
  await expect(shop).toHaveCount(1);
  await page.goto(`${site!.url}/events`);
  const poster = page.getByRole('link', { name: FETCHED_EVENT.name }).locator('picture source[type="image/avif"]');
  await expect(poster).toHaveCount(1);
  expect(offsite).toEqual([]);
});

test('an address not fetched yet shows the fallback from the first paint, without JavaScript, and no <img> at all', async ({ browser }: { browser: Browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const offsite = await openOffline(page, site!, '/brands/helmet/');
  const tile = tileOf(page, UNFETCHED_BRAND.name);
  await expect(tile.locator('[data-logo-fallback="icon"]')).toBeVisible();
  await expect(tile.locator('img')).toHaveCount(0);
  expect(await page.content()).not.toContain(UNFETCHED_BRAND.url);
  expect(offsite).toEqual([]);
  await context.close();
});

/** Every file name the build wrote under public/static/. */
function publishedNames(): string[] {
  return readdirSync(path.join(site!.publicDir, 'static'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

test('data:check reports each damaged or linked copy at its file, row and column, saying what is wrong', () => {
  expect(check.status, check.output).toBe(0);
  damaged.forEach((item, index) => {
    const row = damagedFirstRow + index;
    const start = `brands.csv row ${row}, column logo: the fetched copy of '${item.url}' (data/cache/images/${item.file}) `;
    const found = check.issues.filter((issue) => issue.message.startsWith(start));
    if (item.finding === null) {
      expect(found).toEqual([]);
      return;
    }
    expect(found, `no finding for ${item.slug} at row ${row}`).toHaveLength(1);
    expect(found[0]?.message).toMatch(item.finding);
    expect(found[0]?.rule).toBe('image-fetched-copy-unusable');
    expect(found[0]?.message).toMatch(/until then the listing shows no logo\.$/);
  });
});

test('the build over the damaged cache finishes, shows those brands without a logo, and publishes nothing they point at', async ({ page }) => {
  const offsite = await openOffline(page, site!, '/brands/helmet/');
  for (const item of damaged) {
    const tile = tileOf(page, `Sample Cache ${item.slug}`);
    await expect(tile).toHaveCount(1);
    if (item.finding === null) {
      await expect(tile.locator('picture source[type="image/avif"]')).toHaveCount(1);
    } else {
      await expect(tile.locator('[data-logo-fallback]')).toBeVisible();
      await expect(tile.locator('img')).toHaveCount(0);
    }
  }
  // Nothing derived from a refused copy (named after its file) is in the site; the good one is.
  const names = publishedNames();
  const derivedFrom = (item: CacheCase) => names.filter((name) => name.startsWith(item.file.replace(/\.png$/, '.')));
  expect(derivedFrom(damaged.find((item) => item.finding === null)!).length).toBeGreaterThan(0);
  expect(Object.fromEntries(damaged.filter((item) => item.finding !== null).map((item) => [item.slug, derivedFrom(item)]))).toEqual(
    Object.fromEntries(damaged.filter((item) => item.finding !== null).map((item) => [item.slug, []])),
  );
  expect(offsite).toEqual([]);
});
