/**
 * End to end, offline: a copy of the data with remote images, some fetched into the cache and
 * one not, checked with `npm run data:check` and built with PADYAK_DATA_DIR in a throwaway copy
 * of the project (the project's own public/ stays the main browser tests' build).
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Browser, Page } from '@playwright/test';
import { test, expect } from './support/test';
import { serveStatic } from './support/static-server';
import { buildIsolated, makeIsolatedProject, PROJECT_ROOT, type IsolatedProject } from '../../scripts/support/isolated-build';
import { writeCachedImages } from '../../scripts/support/cached-images';

const FETCHED_BRAND = { name: 'Sample Fetched Helmet', url: 'https://logos.example/sample-fetched-helmet.png' };
const UNFETCHED_BRAND = { name: 'Sample Unfetched Helmet', url: 'https://logos.test/sample-unfetched-helmet.png' };
const FETCHED_SHOP = { name: 'Sample Fetched Shop', url: 'https://logos.example/sample-fetched-shop.jpg' };
const FETCHED_EVENT = { name: 'Sample Fetched Ride', url: 'https://posters.example/sample-fetched-ride.png' };

/** A logo-like picture: a wide coloured mark on white, at a size servers really send. */
function sampleImage(width: number, height: number, color: string): sharp.Sharp {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/><circle cx="${height / 2}" cy="${height / 2}" r="${height / 3}" fill="${color}"/><rect x="${height}" y="${height / 3}" width="${width - height * 1.2}" height="${height / 3}" fill="${color}"/></svg>`;
  return sharp(Buffer.from(svg));
}

/**
 * The one step that fills the cache. For now it stores sharp-made images directly in the
 * manifest's format; once `npm run data:fetch` exists, this runs it against a loopback server.
 */
async function prepareCache(dataDir: string): Promise<void> {
  await writeCachedImages(dataDir, [
    { url: FETCHED_BRAND.url, bytes: await sampleImage(480, 240, '#c0392b').png().toBuffer() },
    { url: FETCHED_SHOP.url, bytes: await sampleImage(600, 300, '#1f6feb').jpeg().toBuffer() },
    { url: FETCHED_EVENT.url, bytes: await sampleImage(800, 1000, '#2f7d5b').png().toBuffer() },
  ]);
}

/** Appends rows to a sheet of the data copy; returns the row number of the first one (the header is row 1). */
function appendRows(file: string, rows: string[]): number {
  const before = readFileSync(file, 'utf8');
  const lines = before.endsWith('\n') ? before.split('\n').length - 1 : before.split('\n').length;
  appendFileSync(file, `${before.endsWith('\n') ? '' : '\n'}${rows.join('\n')}\n`);
  return lines + 1;
}

let dataDir = '';
let reportDir = '';
let project: IsolatedProject | null = null;
let server: { origin: string; close: () => Promise<void> } | null = null;
let unfetchedRow = 0;
let check: { status: number | null; markdown: string; output: string } = { status: null, markdown: '', output: '' };

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(20 * 60_000); // a whole Gatsby build on a shared machine
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'padyak-data-'));
  cpSync(path.join(PROJECT_ROOT, 'data'), dataDir, { recursive: true });
  appendRows(path.join(dataDir, 'brands.csv'), [`helmet,${FETCHED_BRAND.name},https://brand.example/fetched,${FETCHED_BRAND.url}`]);
  unfetchedRow = appendRows(path.join(dataDir, 'brands.csv'), [`helmet,${UNFETCHED_BRAND.name},https://brand.example/unfetched,${UNFETCHED_BRAND.url}`]);
  appendRows(path.join(dataDir, 'shops.csv'), [`${FETCHED_SHOP.name},Bohol,https://shop.example/,${FETCHED_SHOP.url}`]);
  appendRows(path.join(dataDir, 'events.csv'), [`${FETCHED_EVENT.name},${FETCHED_EVENT.url},https://ride.example/`]);
  await prepareCache(dataDir);

  reportDir = mkdtempSync(path.join(os.tmpdir(), 'padyak-report-'));
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(PROJECT_ROOT, 'scripts/normalize.ts'), '--data', dataDir, '--report', reportDir], {
    cwd: PROJECT_ROOT,
    encoding: 'utf8',
  });
  check = { status: run.status, markdown: readFileSync(path.join(reportDir, 'data-quality.md'), 'utf8'), output: `${run.stdout}${run.stderr}` };

  project = makeIsolatedProject();
  await buildIsolated(project, dataDir);
  server = await serveStatic(project.publicDir);
});

test.afterAll(async () => {
  await server?.close();
  project?.remove();
  for (const dir of [dataDir, reportDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Opens a page of the fixture build, failing every request that would leave this machine. */
async function open(page: Page, route: string): Promise<string[]> {
  const offsite: string[] = [];
  await page.route(/^(?!https?:\/\/127\.0\.0\.1[:/])[a-z]+:\/\//, (request) => {
    offsite.push(request.request().url());
    return request.abort();
  });
  await page.goto(`${server!.origin}${route}`);
  return offsite;
}

const tileOf = (page: Page, name: string) => page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('the data check passes and lists the logo not fetched yet at its file, row and column, with its address', () => {
  expect(check.status, check.output).toBe(0);
  expect(check.markdown).toContain(
    `brands.csv row ${unfetchedRow}, column logo: '${UNFETCHED_BRAND.url}' is not fetched yet: run npm run data:fetch; until then the listing shows no logo.`,
  );
  expect(check.markdown).not.toContain(FETCHED_BRAND.url);
});

test('a fetched logo is a local <picture> with AVIF and WebP at 1x and 2x, sized before it loads', async ({ page }) => {
  const offsite = await open(page, '/brands/helmet');
  const tile = tileOf(page, FETCHED_BRAND.name);
  await tile.scrollIntoViewIfNeeded();
  const picture = tile.locator('picture').last();
  const types = await picture.locator('source').evaluateAll((sources) => sources.map((source) => source.getAttribute('type')));
  expect(types).toEqual(expect.arrayContaining(['image/avif', 'image/webp']));
  const srcsets = await picture.locator('source').evaluateAll((sources) => sources.map((source) => source.getAttribute('srcset') ?? source.getAttribute('data-srcset') ?? ''));
  for (const srcset of srcsets) {
    const candidates = srcset.split(',').map((candidate) => candidate.trim().split(/\s+/));
    expect(candidates.map(([url]) => url)).toEqual(candidates.map(([url]) => expect.stringMatching(/^\/static\//)));
    expect(candidates.map(([, descriptor]) => descriptor)).toEqual(['72w', '144w']);
  }
  // The phone is 2.6x: it takes the 2x (144 px) AVIF, from this site.
  const avif2x = srcsets[types.indexOf('image/avif')]!.split(',').map((candidate) => candidate.trim().split(/\s+/)).find(([, descriptor]) => descriptor === '144w')![0];
  const image = picture.locator('img');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(`${server!.origin}${avif2x}`);
  expect(await image.evaluate((img: HTMLImageElement) => img.loading)).toBe('lazy');
  const box = await tile.locator('[data-gatsby-image-wrapper]').boundingBox();
  expect([box?.width, box?.height]).toEqual([72, 72]);
  expect(offsite).toEqual([]);
});

test('fetched shop logos and event posters are local optimized images too', async ({ page }) => {
  const offsite = await open(page, '/shops');
  const shop = tileOf(page, FETCHED_SHOP.name).locator('picture source[type="image/avif"]');
  await expect(shop).toHaveCount(1);
  await page.goto(`${server!.origin}/events`);
  const poster = page.getByRole('link', { name: FETCHED_EVENT.name }).locator('picture source[type="image/avif"]');
  await expect(poster).toHaveCount(1);
  expect(offsite).toEqual([]);
});

test('an address not fetched yet shows the fallback from the first paint, without JavaScript, and no <img> at all', async ({ browser }: { browser: Browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const offsite = await open(page, '/brands/helmet');
  const tile = tileOf(page, UNFETCHED_BRAND.name);
  await expect(tile.locator('[data-logo-fallback="icon"]')).toBeVisible();
  await expect(tile.locator('img')).toHaveCount(0);
  expect(await page.content()).not.toContain(UNFETCHED_BRAND.url);
  expect(offsite).toEqual([]);
  await context.close();
});
