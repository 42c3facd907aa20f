/**
 * The weekly job, npm run data:refresh (issue 31), against a loopback "web" of listing pages:
 * one declares its logo in JSON-LD, one with an apple-touch-icon, one with a large square icon,
 * and some declare none that can be used (a Facebook page, a page whose icon is broken, a page
 * that never answers). Then the build's data layer (runPipeline with the build's own image
 * inspection, and the file each logo's picture is made from) shows what the pages would show.
 * Served over HTTPS on 127.0.0.1 with a throwaway CA; `.test` names resolve to 127.0.0.1 only.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHttpClient } from '../../../scripts/net/http-client';
import { createDataFetch, type DataFetchResult } from '../../../scripts/fetch/run-data-fetch';
import { silentProgress } from '../../../scripts/fetch/progress';
import { escapeMarkdown } from '../../../src/pipeline';
import { runPipeline } from '../../../src/pipeline/node';
import { inspectImages } from '../../../src/pipeline/node/inspect-images';
import { shownImageFile } from '../../../src/gatsby/source-nodes';
import { FOUND_LOGOS_FILE, parseFoundLogos } from '../../../src/pipeline/detect/found-logos';
import type { ImageRef, PipelineResult } from '../../../src/pipeline/types';
import { fixtureResolver, makeThrowawayCa, startHttpsFixture, trustCa, type FixtureServer, type ThrowawayCa } from '../../support/https-fixture-server';
import { folderBytes } from '../../support/data-folders';
import { copyCleanData, faultMatrixRoutes, makeFixtureImages, writeSheet } from '../../support/fetch-fixtures';
import sharp from 'sharp';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

let ca: ThrowawayCa;
let untrust: () => void;
let server: FixtureServer;
let dataDir: string;
/** Whether /changing still declares its logo. */
let changingDeclares = true;
const hanging = new Set<ServerResponse>();

const page =
  (head: string): Handler =>
  (_request, response) =>
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><html><head><title>Fixture</title>${head}</head><body></body></html>`);

const IMAGE_BASE = 'https://raw.githubusercontent.com/padyak/padyak-hub/refresh/logos-and-links/data/';

beforeAll(async () => {
  ca = await makeThrowawayCa();
  untrust = trustCa(ca);
  const images = await makeFixtureImages();
  const icon192 = await sharp({ create: { width: 192, height: 192, channels: 4, background: '#0369a1' } })
    .png()
    .toBuffer();
  const changing = await sharp({ create: { width: 160, height: 160, channels: 4, background: '#4d7c0f' } })
    .png()
    .toBuffer();
  const routes: Record<string, Handler> = {
    ...faultMatrixRoutes(images, () => 1),
    '/with-square-icon': page('<link rel="icon" sizes="16x16" href="/favicon-16.png"><link rel="icon" sizes="192x192" href="/icon-192.png">'),
    '/icon-192.png': (_request, response) => response.writeHead(200, { 'content-type': 'image/png' }).end(icon192),
    '/broken-icon': page('<link rel="apple-touch-icon" sizes="180x180" href="/page-as.png">'),
    '/never-answers': (_request, response) => void hanging.add(response),
    '/changing': (request, response) => page(changingDeclares ? '<link rel="apple-touch-icon" sizes="160x160" href="/changing.png">' : '')(request, response),
    '/changing.png': (_request, response) => response.writeHead(200, { 'content-type': 'image/png' }).end(changing),
  };
  server = await startHttpsFixture(ca, routes);

  dataDir = copyCleanData();
  const at = (route: string) => server.url(route, 'discover.test');
  writeSheet(
    dataDir,
    'cycling-groups.csv',
    [
      'name,link,logo',
      `JSON-LD Riders,${at('/with-json-ld')},`,
      `Touch Icon Riders,${at('/with-touch-icon')},`,
      `Square Icon Riders,${at('/with-square-icon')},`,
      `Changing Riders,${at('/changing')},`,
      'Facebook Riders,https://www.facebook.com/padyak.fixture.group,',
      `Broken Icon Riders,${at('/broken-icon')},`,
      `Silent Riders,${at('/never-answers')},`,
      `Refusing Riders,${at('/with-og-image')},none`,
      `Own Logo Riders,${at('/with-json-ld?own')},giant.png`,
    ].join('\r\n') + '\r\n',
  );
  // The other listing sheets and brands point at example.com, which the resolver fails: no traffic, nothing found.
}, 60_000);

afterAll(async () => {
  for (const response of hanging) response.destroy();
  await server.close();
  untrust();
  ca.cleanup();
  rmSync(dataDir, { recursive: true, force: true });
});

const sheetBytes = () =>
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

const reportDir = () => path.join(dataDir, 'reports');

/** Every file of the data folder with its bytes, but the reports and the link checks' record (when each link was last checked). */
const dataFiles = () =>
  Object.fromEntries(Object.entries(folderBytes(dataDir)).filter(([file]) => !file.startsWith('reports') && file !== path.join('cache', 'links.json')));

async function refresh(): Promise<DataFetchResult> {
  return createDataFetch({
    dataDir,
    reportDir: reportDir(),
    client: createHttpClient({ allowLoopback: true, resolver: fixtureResolver, timeoutMs: 1000, retries: 0, retryBaseMs: 10 }),
    discover: true,
    acceptSuggestions: false,
    progress: silentProgress,
    proposeLogos: { imageBase: IMAGE_BASE, runUrl: null },
  }).run();
}

const body = () => readFileSync(path.join(reportDir(), 'refresh-pull-request.md'), 'utf8');
const foundLogosText = () => readFileSync(path.join(dataDir, FOUND_LOGOS_FILE), 'utf8');

/** What the build reads: the pipeline with the build's own image inspection. */
async function built(): Promise<PipelineResult> {
  return runPipeline({ dataDir, probe: await inspectImages(dataDir) });
}

const groups = (result: PipelineResult) => result.listings.filter((listing) => listing.directory === 'cycling-groups');
const logoOf = (result: PipelineResult, name: string): ImageRef | null => groups(result).find((listing) => listing.name === name)?.logo ?? null;

const FINDABLE = ['JSON-LD Riders', 'Touch Icon Riders', 'Square Icon Riders', 'Changing Riders'];
const NOT_FINDABLE = ['Facebook Riders', 'Broken Icon Riders', 'Silent Riders', 'Refusing Riders'];

describe('npm run data:refresh against a loopback web of listing pages', () => {
  const sheetsBefore: Record<string, string> = {};

  test('the first run finds every findable logo, shows each from an optimizable picture, and writes no sheet', async () => {
    Object.assign(sheetsBefore, sheetBytes());
    const result = await refresh();
    expect(sheetBytes()).toEqual(sheetsBefore);

    const found = parseFoundLogos(foundLogosText()).logos;
    expect(found.map((logo) => logo.name).sort()).toEqual([...FINDABLE].sort());
    expect(found.find((logo) => logo.name === 'JSON-LD Riders')).toMatchObject({
      how: 'JSON-LD logo',
      file: 'cycling-groups.csv',
      page: server.url('/with-json-ld', 'discover.test'),
    });
    expect(found.find((logo) => logo.name === 'Touch Icon Riders')?.how).toBe('apple-touch-icon');
    expect(found.find((logo) => logo.name === 'Square Icon Riders')?.how).toBe('icon');
    expect(result.foundLogos).toMatchObject({ kept: [], dropped: [] });

    const site = await built();
    for (const name of FINDABLE) {
      const logo = logoOf(site, name);
      expect([name, logo]).toEqual([name, expect.objectContaining({ kind: 'remote', found: true, cached: expect.stringMatching(/^cache\/images\/[a-f0-9]{64}\.png$/) })]);
      // The file the build turns into AVIF/WebP sizes, as it does an editor's own logo.
      const file = shownImageFile(logo, dataDir) as string;
      expect(existsSync(file)).toBe(true);
      const metadata = await sharp(file).metadata();
      expect(metadata.format).toBe('png');
    }
    for (const name of NOT_FINDABLE) expect([name, logoOf(site, name)]).toEqual([name, null]);
    // A filled cell always wins; `none` is accepted without a finding.
    expect(logoOf(site, 'Own Logo Riders')).toEqual({ kind: 'local', file: 'logos/giant.png' });
    const groupFindings = site.issues.filter((issue) => issue.file === 'cycling-groups.csv');
    expect(groupFindings).toEqual([]);
  }, 60_000);

  test("the pull request's body shows each new logo as a picture with its name, list, page and size, and says how to refuse", async () => {
    const text = body();
    expect(text).toContain('**4 new, 0 kept, 0 dropped.**');
    const found = parseFoundLogos(foundLogosText()).logos;
    for (const logo of found) {
      const row = text.split('\n').find((line) => line.includes(`![Logo found for ${logo.name}](${IMAGE_BASE}${logo.cached})`));
      expect([logo.name, row]).toEqual([logo.name, expect.stringContaining('| cycling-groups |')]);
      expect(row).toContain(escapeMarkdown(logo.page));
    }
    expect(text).toMatch(/Square Icon Riders \| cycling-groups \| .*\(icon\) \| 192 × 192 px, \d+\.\d kB \|/);
    expect(text).toMatch(/write `none` in that row’s logo cell in the spreadsheet/);
    for (const name of NOT_FINDABLE) expect(text).not.toContain(name);
  });

  test('a second run changes nothing: no file but the link checks’ record, so the weekly pull request has nothing to propose', async () => {
    const before = foundLogosText();
    const images = readdirSync(path.join(dataDir, 'cache', 'images')).sort();
    const manifest = readFileSync(path.join(dataDir, 'cache', 'images', 'manifest.json'), 'utf8');
    const files = dataFiles();
    const result = await refresh();
    // Each image was asked for again (some servers answer 304, some send the same bytes): fetchedAt stays.
    expect(readFileSync(path.join(dataDir, 'cache', 'images', 'manifest.json'), 'utf8')).toBe(manifest);
    expect(dataFiles()).toEqual(files);
    expect(foundLogosText()).toBe(before);
    expect(readdirSync(path.join(dataDir, 'cache', 'images')).sort()).toEqual(images);
    expect(sheetBytes()).toEqual(sheetsBefore);
    expect(result.foundLogos?.added).toEqual([]);
    expect(body()).toContain('**0 new, 4 kept, 0 dropped.**');
  }, 60_000);

  test('a page that stops declaring its logo loses it, and `none` written later drops a proposal for good', async () => {
    changingDeclares = false;
    // An editor refuses Touch Icon Riders' logo in the spreadsheet; the next pull writes the cell.
    const sheet = path.join(dataDir, 'cycling-groups.csv');
    writeFileSync(sheet, readFileSync(sheet, 'utf8').replace(/(Touch Icon Riders,[^,\r\n]+,)/, '$1none'));
    const result = await refresh();
    expect(result.foundLogos?.dropped.map(({ logo, why }) => [logo.name, why]).sort()).toEqual([
      ['Changing Riders', expect.stringMatching(/^the page no longer declares it/)],
      ['Touch Icon Riders', "refused: the row's logo cell says none"],
    ]);
    expect(
      parseFoundLogos(foundLogosText())
        .logos.map((logo) => logo.name)
        .sort(),
    ).toEqual(['JSON-LD Riders', 'Square Icon Riders']);
    const site = await built();
    expect(logoOf(site, 'Changing Riders')).toBeNull();
    expect(logoOf(site, 'Touch Icon Riders')).toBeNull();
    expect(body()).toContain('**0 new, 2 kept, 2 dropped.**');
    expect(body()).toMatch(/- Touch Icon Riders \(cycling-groups\): refused/);

    // And it never comes back by itself: the page still declares it, the row is not looked at.
    await refresh();
    expect(parseFoundLogos(foundLogosText()).logos.map((logo) => logo.name)).not.toContain('Touch Icon Riders');
  }, 60_000);

  test('a damaged found-logos.json is for review, with a sentence, and every listing keeps its icon meanwhile', async () => {
    const good = foundLogosText();
    writeFileSync(path.join(dataDir, FOUND_LOGOS_FILE), '{"version": 1, "logos": [');
    const site = await built();
    const finding = site.issues.find((issue) => issue.rule === 'found-logos-broken');
    expect(finding).toMatchObject({ severity: 'review', file: FOUND_LOGOS_FILE });
    expect(finding?.sentence).toMatch(/data\/cache\/found-logos\.json is not valid JSON .*; until the next npm run data:refresh .* those listings keep their icon/);
    for (const name of FINDABLE) expect(logoOf(site, name)).toBeNull();
    writeFileSync(path.join(dataDir, FOUND_LOGOS_FILE), good);
  });

  test('a found logo whose picture is missing is for review on its row, and the row keeps its icon', async () => {
    const square = parseFoundLogos(foundLogosText()).logos.find((logo) => logo.name === 'Square Icon Riders');
    const picture = path.join(dataDir, square?.cached as string);
    const bytes = readFileSync(picture);
    unlinkSync(picture);
    const site = await built();
    expect(logoOf(site, 'Square Icon Riders')).toBeNull();
    expect(logoOf(site, 'JSON-LD Riders')).toMatchObject({ found: true });
    const finding = site.issues.find((issue) => issue.rule === 'found-logo-unusable');
    expect(finding).toMatchObject({ severity: 'review', file: 'cycling-groups.csv', row: 4, column: 'logo' });
    expect(finding?.sentence).toMatch(
      /the logo found on https:\/\/discover\.test:\d+\/with-square-icon \(icon\) is missing \(data\/cache\/images\/[a-f0-9]{64}\.png\); until npm run data:refresh runs again the listing shows its icon/,
    );
    writeFileSync(picture, bytes);
  });
});
