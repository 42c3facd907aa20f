/**
 * data:fetch against the issue's whole fault matrix, served over HTTPS on 127.0.0.1 with a
 * throwaway CA; `.test` names (and one login-wall host) are mapped to 127.0.0.1 by an injected
 * resolver, so nothing here asks real DNS or another machine.
 */
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createHttpClient, type HttpClient } from '../../../scripts/net/http-client';
import { createDataFetch, type DataFetchResult } from '../../../scripts/fetch/run-data-fetch';
import { silentProgress } from '../../../scripts/fetch/progress';
import { readManifest, sha256 } from '../../../scripts/fetch/cache-store';
import { readLinksFile } from '../../../scripts/fetch/check-link';
import { escapeMarkdown, issueLine, runPipeline } from '../../../src/pipeline/node';
import { fixtureResolver, makeThrowawayCa, startHttpFixture, startHttpsFixture, trustCa, type FixtureServer, type ThrowawayCa } from '../../support/https-fixture-server';
import { copyCleanData, faultMatrixRoutes, makeFixtureImages, writeSheet, type FixtureImages } from '../../support/fetch-fixtures';

const SOCIAL_HOST = 'www.facebook.com';
let ca: ThrowawayCa;
let untrust: () => void;
let server: FixtureServer;
let plain: FixtureServer;
let images: FixtureImages;
const folders: string[] = [];

beforeAll(async () => {
  ca = await makeThrowawayCa([SOCIAL_HOST]);
  untrust = trustCa(ca);
  images = await makeFixtureImages();
  plain = await startHttpFixture({ '/logo.png': (_request, response) => response.writeHead(200, { 'content-type': 'image/png' }).end(images.png) });
  server = await startHttpsFixture(
    ca,
    faultMatrixRoutes(images, () => plain.port),
  );
});

afterAll(async () => {
  await server.close();
  await plain.close();
  untrust();
  ca.cleanup();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** The resolver the tests use: `.test` names and the social host go to 127.0.0.1, nothing else resolves. */
const resolver = async (hostname: string) => (hostname === SOCIAL_HOST ? [{ address: '127.0.0.1', family: 4 }] : fixtureResolver(hostname));
const testClient = (): HttpClient => createHttpClient({ allowLoopback: true, resolver, timeoutMs: 1000, retryBaseMs: 10 });

const BRAND_CASES = [
  ['PNG Brand', '/logo.png'],
  ['JPEG Brand', '/logo.jpg'],
  ['WebP Brand', '/logo.webp'],
  ['Disguised Brand', '/disguised.png'],
  ['SVG Brand', '/logo.svg'],
  ['Gone Brand', '/gone-404.png'],
  ['Removed Brand', '/gone-410.png'],
  ['Flaky Brand', '/flaky.png'],
  ['Busy Brand', '/busy.png'],
  ['Chain Brand', '/chain-1.png'],
  ['Loop Brand', '/loop-a.png'],
  ['Downgrade Brand', '/to-http.png'],
  ['Slow Brand', '/slow.png'],
  ['Page Brand', '/page-as.png'],
  ['Truncated Brand', '/truncated.png'],
  ['Huge Brand', '/huge.png'],
  ['Gzip Brand', '/gzipped.png'],
] as const;
const brandRow = (name: string) => BRAND_CASES.findIndex(([brand]) => brand === name) + 2;

const LINK_CASES = [
  ['Alive Creator', () => server.url('/shop-page')],
  ['Gone Creator', () => server.url('/page-404')],
  ['Removed Creator', () => server.url('/page-410')],
  ['Moved Creator', () => server.url('/old-page')],
  ['Redirected Creator', () => server.url('/temporary')],
  ['No HEAD Creator', () => server.url('/no-head')],
  ['No Site Creator', () => 'https://nowhere.example/creator'],
  ['Slow Creator', () => server.url('/slow-page', 'other.test')],
  ['Social Creator', () => server.url('/padyak.example.page', SOCIAL_HOST)],
] as const;

function matrixData(): string {
  const dataDir = copyCleanData();
  folders.push(dataDir);
  // The slow cases get a host of their own, so their held connections do not queue the others.
  const host = (route: string) => (route.startsWith('/slow') ? 'other.test' : 'fixture.test');
  writeSheet(
    dataDir,
    'brands.csv',
    ['category,name,link,logo', ...BRAND_CASES.map(([name, route]) => `bikes,${name},,${server.url(route, host(route))}`)].join('\n') + '\n',
  );
  writeSheet(dataDir, 'content-creators.csv', ['name,link,logo', ...LINK_CASES.map(([name, link]) => `${name},${link()},`)].join('\n') + '\n');
  return dataDir;
}

async function fetchInto(dataDir: string, extra: { discover?: boolean; acceptSuggestions?: boolean } = {}): Promise<DataFetchResult> {
  return createDataFetch({
    dataDir,
    reportDir: path.join(dataDir, 'reports'),
    client: testClient(),
    discover: extra.discover ?? false,
    acceptSuggestions: extra.acceptSuggestions ?? false,
    progress: silentProgress,
  }).run();
}

const findingFor = (result: DataFetchResult, file: string, row: number) => result.report.findings.filter((finding) => finding.file === file && finding.row === row);

describe('data:fetch over the fault matrix', () => {
  let dataDir: string;
  let first: DataFetchResult;

  beforeAll(async () => {
    dataDir = matrixData();
    first = await fetchInto(dataDir);
  }, 30_000);

  test('stores every good image under its hash, sniffed from the bytes', () => {
    const manifest = readManifest(dataDir);
    const entry = (route: string) => manifest.entries[server.url(route)];
    expect(entry('/logo.png')).toMatchObject({ mediaType: 'image/png', width: 64, height: 64, etag: '"png-1"' });
    expect(entry('/logo.jpg')).toMatchObject({ mediaType: 'image/jpeg', lastModified: 'Tue, 03 Nov 2026 10:00:00 GMT' });
    expect(entry('/logo.webp')).toMatchObject({ mediaType: 'image/webp', width: 96 });
    expect(entry('/disguised.png')).toMatchObject({ mediaType: 'image/webp', file: expect.stringMatching(/\.webp$/) });
    expect(entry('/gzipped.png')).toMatchObject({ mediaType: 'image/png', width: 120 });
    expect(entry('/flaky.png')).toMatchObject({ mediaType: 'image/png', width: 48 }); // 500, then 200
    expect(entry('/busy.png')).toMatchObject({ mediaType: 'image/jpeg' }); // 429 with Retry-After, then 200
    expect(entry('/chain-1.png')).toMatchObject({ mediaType: 'image/webp', finalUrl: server.url('/logo.webp', 'cdn.test') });
    for (const stored of Object.values(manifest.entries)) {
      const bytes = readFileSync(path.join(dataDir, 'cache/images', stored.file));
      expect(sha256(bytes)).toBe(stored.sha256);
      expect(stored.file).toBe(`${stored.sha256}.${stored.file.split('.')[1]}`);
      expect(bytes.length).toBe(stored.bytes);
    }
    expect(manifest.entries[server.url('/logo.png')]?.file).toBe(`${sha256(images.png)}.png`);
  });

  test('an SVG is stored as a PNG: no script, no handler, and its external reference is never requested', () => {
    const entry = readManifest(dataDir).entries[server.url('/logo.svg')];
    expect(entry).toMatchObject({ mediaType: 'image/png', sourceMediaType: 'image/svg+xml' });
    const stored = readFileSync(path.join(dataDir, 'cache/images', entry?.file ?? ''));
    expect(stored.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(stored.includes('script')).toBe(false);
    expect(server.log.some((line) => line.includes('/tracker.png'))).toBe(false);
  });

  test.each([
    ['Gone Brand', /no longer at this address \(HTTP 404\).*right-click the logo, copy the image address/],
    ['Removed Brand', /no longer at this address \(HTTP 410\)/],
    ['Loop Brand', /redirects in a loop/],
    ['Downgrade Brand', /redirects to an insecure one/],
    ['Page Brand', /the address returns a web page, not an image: open it, right-click the logo, copy the image address/],
    ['Truncated Brand', /damaged or incomplete/],
    ['Huge Brand', /over the 5 MB limit/],
  ])('%s is an error naming file, row, column and address, with what to do', (name, message) => {
    const [finding, ...others] = findingFor(first, 'brands.csv', brandRow(name));
    expect(others).toHaveLength(0);
    expect(finding?.severity).toBe('error');
    const line = finding ? issueLine(finding) : '';
    expect(line).toMatch(new RegExp(`^brands\\.csv row ${brandRow(name)}, column logo: 'https://fixture\\.test:\\d+/`));
    expect(finding?.sentence).toMatch(message);
    expect(readFileSync(path.join(dataDir, 'reports/data-fetch.md'), 'utf8')).toContain(escapeMarkdown(line));
  });

  test('a server slower than the timeout is only for review: trying later may work', () => {
    const [finding] = findingFor(first, 'brands.csv', brandRow('Slow Brand'));
    expect(finding).toMatchObject({ severity: 'review', sentence: expect.stringMatching(/did not answer.*run npm run data:fetch again later/) });
  });

  test('an unusable address makes the exit status 1', () => {
    expect(first.exitCode).toBe(1);
  });

  test('links: dead, moved and alive, with redirects recorded and the time of the check', () => {
    const links = readLinksFile(dataDir).links;
    const link = (name: string) => links[(LINK_CASES.find(([creator]) => creator === name) as (typeof LINK_CASES)[number])[1]()];
    expect(link('Alive Creator')).toMatchObject({ outcome: 'alive', status: 200, lastAliveAt: expect.any(String) });
    expect(link('Gone Creator')).toMatchObject({ outcome: 'dead', status: 404 });
    expect(link('Removed Creator')).toMatchObject({ outcome: 'dead', status: 410 });
    expect(link('No Site Creator')).toMatchObject({ outcome: 'dead', reason: expect.stringMatching(/DNS/) });
    expect(link('Slow Creator')).toMatchObject({ outcome: 'dead', reason: expect.stringMatching(/no answer after 3 tries/) });
    expect(link('Moved Creator')).toMatchObject({ outcome: 'moved', finalUrl: server.url('/new-home', 'moved.test') });
    expect(link('Redirected Creator')).toMatchObject({ outcome: 'alive', redirects: [{ status: 302, location: server.url('/shop-page') }] });
    expect(link('No HEAD Creator')).toMatchObject({ outcome: 'alive', status: 200 });
    // A login wall is not a dead page.
    expect(link('Social Creator')).toMatchObject({ outcome: 'login-wall' });
    for (const result of Object.values(links)) expect(Date.parse(result.checkedAt)).not.toBeNaN();

    const creatorFindings = first.report.findings.filter((finding) => finding.file === 'content-creators.csv');
    expect(creatorFindings.map((finding) => [finding.row, finding.severity])).toEqual([
      [3, 'review'],
      [4, 'review'],
      [5, 'review'],
      [8, 'review'],
      [9, 'review'],
    ]);
    expect(creatorFindings[2]?.sentence).toContain(`moved for good to ${server.url('/new-home', 'moved.test')}`);
    expect(creatorFindings.map(issueLine)[0]).toMatch(
      /^content-creators\.csv row 3, column link: .*the page is gone \(HTTP 404\) \(checked \d{4}-\d\d-\d\d \d\d:\d\d UTC\)/,
    );
  });

  test('a re-run sends conditional requests, downloads nothing that is unchanged and rewrites no image', async () => {
    const folder = path.join(dataDir, 'cache/images');
    const before = new Map(readdirSync(folder).map((name) => [name, statSync(path.join(folder, name)).mtimeMs]));
    const manifestBefore = readManifest(dataDir);
    // A file a killed run left half-written is cleaned up, not kept.
    writeFileSync(path.join(folder, `${'0'.repeat(64)}.png.partial-1-abcd`), 'half');
    const logStart = server.log.length;

    const second = await fetchInto(dataDir);

    const requests = server.log.slice(logStart);
    expect(requests).toContain(`GET fixture.test /logo.png (conditional)`);
    expect(requests).toContain(`GET fixture.test /logo.jpg (conditional)`);
    expect(requests).not.toContain(`GET fixture.test /logo.png`);
    const after = readdirSync(folder);
    expect(after.filter((name) => name.includes('.partial-'))).toEqual([]);
    expect(new Map(after.filter((name) => name !== 'manifest.json').map((name) => [name, statSync(path.join(folder, name)).mtimeMs]))).toEqual(
      new Map([...before].filter(([name]) => name !== 'manifest.json')),
    );
    // Nothing new, so the manifest is the same, fetchedAt and all (it says when the bytes were fetched).
    expect(readManifest(dataDir)).toEqual(manifestBefore);
    expect(second.report.images.filter((image) => image.result === 'stored')).toEqual([]);
  }, 30_000);
});

describe('data:fetch --discover', () => {
  let dataDir: string;
  let result: DataFetchResult;
  const BOM = '\ufeff';
  const original = () =>
    BOM +
    [
      'name,link,logo',
      `JSON-LD Group,${server.url('/with-json-ld', 'discover.test')},`,
      `Touch Group,${server.url('/with-touch-icon', 'discover.test')},""`,
      `"Og Group, Cebu",${server.url('/with-og-image', 'discover.test')},`,
      `Social Group,${server.url('/padyak.example.page', SOCIAL_HOST)},`,
    ].join('\r\n') +
    '\r\n';

  beforeAll(async () => {
    dataDir = copyCleanData();
    folders.push(dataDir);
    writeSheet(dataDir, 'cycling-groups.csv', original());
    result = await fetchInto(dataDir, { discover: true, acceptSuggestions: true });
  }, 30_000);

  test('finds the JSON-LD logo first, then the largest touch icon, then og:image, each validated and cached', () => {
    const suggestions = result.report.suggestions.filter((suggestion) => suggestion.file === 'cycling-groups.csv');
    expect(suggestions.map((suggestion) => [suggestion.row, suggestion.source, suggestion.logo])).toEqual([
      [2, 'JSON-LD logo', server.url('/brand-mark.png', 'discover.test')],
      [3, 'apple-touch-icon', server.url('/touch-180.png', 'cdn.test')],
      [4, 'og:image', server.url('/og.jpg', 'discover.test')],
    ]);
    for (const suggestion of suggestions) expect(existsSync(path.join(dataDir, suggestion.cachedFile))).toBe(true);
    expect(result.report.noSuggestion).toContainEqual(
      expect.objectContaining({ file: 'cycling-groups.csv', row: 5, reason: expect.stringMatching(/cannot be read without signing in/) }),
    );
  });

  test('--accept-suggestions writes only the empty logo cells, keeping the BOM, CRLF, quoting and row order', () => {
    const written = readFileSync(path.join(dataDir, 'cycling-groups.csv'), 'utf8');
    const lines = original().split('\r\n');
    expect(written).toBe(
      [
        lines[0],
        `${lines[1]}${server.url('/brand-mark.png', 'discover.test')}`,
        `${(lines[2] ?? '').replace(/""$/, '')}${server.url('/touch-180.png', 'cdn.test')}`,
        `${lines[3]}${server.url('/og.jpg', 'discover.test')}`,
        lines[4],
        '',
      ].join('\r\n'),
    );
    expect(written.startsWith(BOM)).toBe(true);
    // The data check now sees the logos, and the build finds each in the cache.
    const groups = runPipeline({ dataDir }).listings.filter((listing) => listing.directory === 'cycling-groups');
    const manifest = readManifest(dataDir);
    for (const group of groups.slice(0, 3)) expect(group.logo?.kind === 'remote' && manifest.entries[group.logo.url]).toBeTruthy();
  });
});

describe('data:fetch --accept-suggestions on sheets saved every way a spreadsheet saves them', () => {
  let dataDir: string;
  let result: DataFetchResult;
  const jsonLd = () => server.url('/with-json-ld', 'discover.test');
  const touch = () => server.url('/with-touch-icon', 'discover.test');
  const og = () => server.url('/with-og-image', 'discover.test');
  const brandMark = () => server.url('/brand-mark.png', 'discover.test');
  const touchIcon = () => server.url('/touch-180.png', 'cdn.test');
  const ogImage = () => server.url('/og.jpg', 'discover.test');
  const cp1252 = (text: string) => Buffer.from(text, 'latin1');
  const utf16le = (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
  // Excel's plain "CSV" on Windows: Windows-1252, CRLF.
  const latin = () => `name,link,logo\r\nLas Piñas Lens,${jsonLd()},\r\nCafé Frames,${og()},\r\n`;
  // Excel's "Unicode text": UTF-16 with a byte-order mark.
  const unicode = () => `name,link,logo\r\nPeña Fit,${touch()},\r\n`;
  // An LF sheet with a stray CR in a cell: the reader ends a row there, and the writer must agree.
  const strayCr = () => `name,link,logo\nStray\rSplit Group,${jsonLd()},\nTouch Group,${touch()},\n`;

  beforeAll(async () => {
    dataDir = copyCleanData();
    folders.push(dataDir);
    writeFileSync(path.join(dataDir, 'cycling-photographers.csv'), cp1252(latin()));
    writeFileSync(path.join(dataDir, 'bike-fitters.csv'), utf16le(unicode()));
    writeFileSync(path.join(dataDir, 'bike-repaint.csv'), strayCr());
    result = await fetchInto(dataDir, { discover: true, acceptSuggestions: true });
  }, 30_000);

  test('a Windows-1252 sheet keeps its encoding: ñ and é stay as they were, only the logo cells change', () => {
    const expected = latin().replace(`${jsonLd()},\r\n`, `${jsonLd()},${brandMark()}\r\n`).replace(`${og()},\r\n`, `${og()},${ogImage()}\r\n`);
    expect(readFileSync(path.join(dataDir, 'cycling-photographers.csv')).equals(cp1252(expected))).toBe(true);
    const names = runPipeline({ dataDir })
      .listings.filter((listing) => listing.directory === 'cycling-photographers')
      .map((listing) => listing.name);
    expect(names).toEqual(['Las Piñas Lens', 'Café Frames']);
  });

  test('a UTF-16 sheet gets its logo, in UTF-16, with no false "no logo column"', () => {
    const expected = unicode().replace(`${touch()},\r\n`, `${touch()},${touchIcon()}\r\n`);
    expect(readFileSync(path.join(dataDir, 'bike-fitters.csv')).equals(utf16le(expected))).toBe(true);
    expect(result.report.findings.filter((finding) => finding.file === 'bike-fitters.csv')).toEqual([]);
  });

  test("a stray CR in an LF sheet does not send a logo to another row: each shop gets its own page's logo", () => {
    const logos = runPipeline({ dataDir })
      .listings.filter((listing) => listing.directory === 'bike-repaint')
      .map((listing) => [listing.name, listing.link, listing.logo?.kind === 'remote' ? listing.logo.url : null]);
    expect(logos).toEqual([
      ['Split Group', jsonLd(), brandMark()],
      ['Touch Group', touch(), touchIcon()],
    ]);
    expect(readFileSync(path.join(dataDir, 'bike-repaint.csv'), 'utf8')).toBe(
      strayCr().replace(`${jsonLd()},\n`, `${jsonLd()},${brandMark()}\n`).replace(`${touch()},\n`, `${touch()},${touchIcon()}\n`),
    );
  });
});
