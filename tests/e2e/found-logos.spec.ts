/**
 * Issue 31 end to end, offline: `npm run data:refresh` (as package.json runs it, in a child
 * process whose `.test` names resolve to 127.0.0.1 and every other name fails, so no real site
 * is asked) against a loopback "web" of listing pages: a logo declared in JSON-LD, an
 * apple-touch-icon, a large square icon, and pages with none to use (a Facebook page, a page whose
 * icon is broken, a page that never answers) and a row that says `none`. Then a real build of that
 * data (a throwaway copy of the project, PADYAK_DATA_DIR) shows what visitors and editors see.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import sharp from 'sharp';
import { test, expect } from '../support/e2e/test';
import { waitForHydration } from '../support/hydration';
import { serveFolder } from '../../bench/lib/static-host';
import { PROJECT_ROOT } from '../support/isolated-build';
import { appendRows, buildAndServe, copyData, openOffline, tileOf, type IsolatedSite } from '../support/e2e/isolated-site';
import { makeThrowawayCa, startHttpsFixture, type FixtureServer, type ThrowawayCa } from '../support/https-fixture-server';
import { runTool, type ToolRun } from '../support/run-tool';
import { escapeMarkdown } from '../../src/pipeline';

const FINDABLE = ['Sample JSON-LD Riders', 'Sample Touch Icon Riders', 'Sample Square Icon Riders'];
const NOT_FINDABLE = ['Sample Facebook Riders', 'Sample Broken Icon Riders', 'Sample Silent Riders', 'Sample Refusing Riders'];
const IMAGE_BASE = 'https://raw.githubusercontent.com/padyak/padyak-hub/refresh/logos-and-links/data/';

let ca: ThrowawayCa | null = null;
let web: FixtureServer | null = null;
let dataDir = '';
let reportDir = '';
let site: IsolatedSite | null = null;
let firstRun: ToolRun | null = null;
let secondRun: ToolRun | null = null;
let sheetsBefore: Record<string, string> = {};
let sheetsAfter: Record<string, string> = {};
let foundAfterFirst = '';
let firstBody = '';
let foundAfterSecond = '';
let firstRow = 0;
const hanging = new Set<ServerResponse>();

test.describe.configure({ mode: 'serial' });

const mark = (size: number, color: string) =>
  sharp({ create: { width: size, height: size, channels: 4, background: color } })
    .png()
    .toBuffer();
const html = (head: string) => (_request: unknown, response: ServerResponse) =>
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><html><head><title>Fixture</title>${head}</head><body></body></html>`);
const png = (bytes: Buffer) => (_request: unknown, response: ServerResponse) => response.writeHead(200, { 'content-type': 'image/png' }).end(bytes);

const sheetHashes = () =>
  Object.fromEntries(
    readdirSync(dataDir)
      .filter((file) => file.endsWith('.csv'))
      .map((file) => [
        file,
        createHash('sha256')
          .update(readFileSync(path.join(dataDir, file)))
          .digest('hex'),
      ]),
  );

/** npm run data:refresh, exactly as package.json runs it, on the data copy. */
function refresh(): Promise<ToolRun> {
  const script = (JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts['data:refresh'] ?? '';
  // "node --import tsx scripts/data-fetch.ts --refresh": runTool starts node with tsx the same way.
  const [, , , file, ...fixed] = script.split(' ');
  return runTool(file ?? '', [...fixed, '--data', dataDir, '--report', reportDir, '--allow-loopback', '--image-base', IMAGE_BASE], { ca: ca! });
}

test.beforeAll(async () => {
  test.setTimeout(25 * 60_000); // two refreshes (one page never answers) and a whole Gatsby build on a shared machine
  ca = await makeThrowawayCa();
  web = await startHttpsFixture(ca, {
    '/json-ld': html('<script type="application/ld+json">{"@context":"https://schema.org","@type":"SportsClub","logo":"/club-logo.png"}</script>'),
    '/club-logo.png': png(await mark(240, '#be185d')),
    '/touch-icon': html('<link rel="apple-touch-icon" sizes="180x180" href="/apple-touch-icon.png">'),
    '/apple-touch-icon.png': png(await mark(180, '#0f766e')),
    '/square-icon': html('<link rel="icon" sizes="32x32" href="/favicon-32.png"><link rel="icon" sizes="192x192" href="/icon-192.png">'),
    '/icon-192.png': png(await mark(192, '#1d4ed8')),
    '/broken-icon': html('<link rel="apple-touch-icon" sizes="180x180" href="/broken.png">'),
    '/broken.png': (_request, response) => response.writeHead(200, { 'content-type': 'image/png' }).end('<!doctype html><p>not an image</p>'),
    '/never-answers': (_request, response) => void hanging.add(response),
    '/refused': html('<link rel="apple-touch-icon" sizes="180x180" href="/apple-touch-icon.png">'),
  });
  const at = (route: string) => web!.url(route, 'discover.test');
  dataDir = copyData();
  rmSync(path.join(dataDir, 'cache', 'found-logos.json'), { force: true });
  firstRow = appendRows(path.join(dataDir, 'cycling-groups.csv'), [
    `Sample JSON-LD Riders,${at('/json-ld')},`,
    `Sample Touch Icon Riders,${at('/touch-icon')},`,
    `Sample Square Icon Riders,${at('/square-icon')},`,
    'Sample Facebook Riders,https://www.facebook.com/sample.fixture.riders,',
    `Sample Broken Icon Riders,${at('/broken-icon')},`,
    `Sample Silent Riders,${at('/never-answers')},`,
    `Sample Refusing Riders,${at('/refused')},none`,
  ]);
  reportDir = mkdtempSync(path.join(os.tmpdir(), 'padyak-report-'));
  sheetsBefore = sheetHashes();
  firstRun = await refresh();
  foundAfterFirst = readFileSync(path.join(dataDir, 'cache', 'found-logos.json'), 'utf8');
  firstBody = readFileSync(path.join(reportDir, 'refresh-pull-request.md'), 'utf8');
  secondRun = await refresh();
  foundAfterSecond = readFileSync(path.join(dataDir, 'cache', 'found-logos.json'), 'utf8');
  sheetsAfter = sheetHashes();

  site = await buildAndServe(dataDir, serveFolder);
});

test.afterAll(async () => {
  test.setTimeout(5 * 60_000); // deleting a whole Gatsby build (with its .cache) on a loaded machine
  for (const response of hanging) response.destroy();
  await site?.close();
  await web?.close();
  ca?.cleanup();
  for (const dir of [dataDir, reportDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

test('the weekly run records the findable logos, writes no sheet, and a second run changes nothing', () => {
  expect(firstRun?.stdout, firstRun?.output).toMatch(/Found logos: 3 new, 0 kept, 0 dropped/);
  const found = (JSON.parse(foundAfterFirst) as { logos: { name: string; how: string }[] }).logos.filter((logo) => logo.name.startsWith('Sample '));
  expect(found.map((logo) => [logo.name, logo.how]).sort()).toEqual([
    ['Sample JSON-LD Riders', 'JSON-LD logo'],
    ['Sample Square Icon Riders', 'icon'],
    ['Sample Touch Icon Riders', 'apple-touch-icon'],
  ]);
  expect(sheetsAfter).toEqual(sheetsBefore);
  expect(secondRun?.stdout, secondRun?.output).toMatch(/Found logos: 0 new, 3 kept, 0 dropped/);
  expect(foundAfterSecond).toBe(foundAfterFirst);
});

test("the pull request's body shows each new logo as a picture with its name, list, page and size", () => {
  expect(firstBody).toContain('**3 new, 0 kept, 0 dropped.**');
  expect(firstBody).toMatch(/write `none` in that row’s logo cell in the spreadsheet/);
  const logos = (JSON.parse(foundAfterFirst) as { logos: { name: string; page: string; cached: string }[] }).logos;
  for (const logo of logos) {
    const line = firstBody
      .split('\n')
      .find((text) => text.startsWith(`| ![Logo found for ${logo.name}](${IMAGE_BASE}${logo.cached}) | ${logo.name} | cycling-groups | `));
    expect([logo.name, line]).toEqual([logo.name, expect.stringMatching(/ \| \d+ × \d+ px, \d+\.\d kB \|$/)]);
    // The body quotes the page through the reports' one Markdown escaping, so it is never a live link.
    expect(line).toContain(escapeMarkdown(logo.page));
  }
  for (const name of NOT_FINDABLE) expect(firstBody).not.toContain(name);
  expect(readFileSync(path.join(reportDir, 'refresh-pull-request.md'), 'utf8')).toContain('**0 new, 3 kept, 0 dropped.**');
});

test('every findable listing shows its found logo as a local optimized <picture>; the others keep their icon', async ({ page }) => {
  const offsite = await openOffline(page, site!, '/cycling-groups/');
  for (const name of FINDABLE) {
    const tile = tileOf(page, name);
    await tile.scrollIntoViewIfNeeded();
    const sources = tile.locator('picture').last().locator('source');
    const types = await sources.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('type')));
    expect([name, types]).toEqual([name, expect.arrayContaining(['image/avif', 'image/webp'])]);
    const srcsets = await sources.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('srcset') ?? node.getAttribute('data-srcset') ?? ''));
    for (const srcset of srcsets) expect(srcset).toMatch(/^\/static\/\S+ 72w,\s*\/static\/\S+ 144w$/);
  }
  for (const name of NOT_FINDABLE) {
    const tile = tileOf(page, name);
    await expect(tile).toHaveCount(1);
    await expect(tile.locator('picture')).toHaveCount(0);
  }
  expect(offsite).toEqual([]);
});

test('/editors shows a found logo beside its row when the sheet is checked', async ({ page }) => {
  const offsite = await openOffline(page, site!, '/editors/');
  await waitForHydration(page);
  await page.getByLabel('CSV file').setInputFiles({ name: 'cycling-groups.csv', mimeType: 'text/csv', buffer: readFileSync(path.join(dataDir, 'cycling-groups.csv')) });
  const rows = page.getByRole('region', { name: "Each row's outcome", exact: true }).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  // Show every row of the sheet, however many the real list has before the fixture rows.
  while (await page.getByRole('button', { name: /more rows/i }).count()) await page.getByRole('button', { name: /more rows/i }).click();
  for (const [index, name] of ['Sample JSON-LD Riders', 'Sample Touch Icon Riders', 'Sample Square Icon Riders'].entries()) {
    const row = firstRow + index;
    const image = page.getByRole('img', { name: `The logo the weekly run found for row ${row}`, exact: true });
    await image.scrollIntoViewIfNeeded();
    await expect(image, name).toBeVisible();
  }
  for (const offset of [3, 4, 5, 6])
    await expect(page.getByRole('img', { name: `The logo the weekly run found for row ${firstRow + offset}`, exact: true })).toHaveCount(0);
  expect(offsite).toEqual([]);
});
