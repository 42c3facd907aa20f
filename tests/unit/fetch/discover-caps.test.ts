/**
 * --discover downloads only a few of the icons a page lists (issue 22 item 11): a page that lists
 * fifty touch icons, fifty large icons and an og:image costs at most MAX_CANDIDATES_PER_PAGE image
 * requests, and no new request starts once the row's time budget is spent. Served over HTTPS on
 * 127.0.0.1 with a throwaway CA; the server's own request log is what is counted.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { createHttpClient } from '../../../scripts/net/http-client';
import { createDataFetch, type DataFetchResult } from '../../../scripts/fetch/run-data-fetch';
import { candidatesToTry, DISCOVERY_BUDGET_MS, MAX_CANDIDATES_PER_PAGE, type LogoCandidate } from '../../../scripts/fetch/discover-logo';
import { silentProgress } from '../../../scripts/fetch/progress';
import { fixtureResolver, makeThrowawayCa, startHttpsFixture, trustCa, type FixtureServer, type ThrowawayCa } from '../../support/https-fixture-server';
import { copyCleanData, writeSheet } from '../../support/fetch-fixtures';

const ICONS = 50;
let ca: ThrowawayCa;
let untrust: () => void;
let server: FixtureServer;
const folders: string[] = [];
/** The run's clock: each icon request moves it on by `iconSeconds`, as a slow icon server would. */
let clock = 0;
let iconSeconds = 0;

const manyIcons = () =>
  '<!doctype html><html><head><title>Fixture</title>' +
  Array.from({ length: ICONS }, (_, index) => `<link rel="apple-touch-icon" sizes="${180 - index}x${180 - index}" href="/touch-${index}.png">`).join('') +
  Array.from({ length: ICONS }, (_, index) => `<link rel="icon" sizes="${512 - index}x${512 - index}" href="/icon-${index}.png">`).join('') +
  '<meta property="og:image" content="/og.jpg"></head><body><p>A fixture page.</p></body></html>';

beforeAll(async () => {
  ca = await makeThrowawayCa();
  untrust = trustCa(ca);
  const routes: Record<string, (request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => void> = {
    '/many-icons': (_request, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(manyIcons()),
    // A page of 3 MB (a page's logo is in its head, but the whole answer is over the limit).
    '/huge-page': (_request, response) =>
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><html><head><title>Fixture</title><link rel="apple-touch-icon" href="/touch-0.png"></head><body>${'<p>ride</p>'.repeat(300_000)}</body></html>`,
        ),
  };
  // Every icon answers 404 (a missing icon is the common case), after "taking" iconSeconds.
  for (let index = 0; index < ICONS; index++) {
    for (const name of [`/touch-${index}.png`, `/icon-${index}.png`]) {
      routes[name] = (_request, response) => {
        clock += iconSeconds * 1000;
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      };
    }
  }
  server = await startHttpsFixture(ca, routes);
});

afterAll(async () => {
  await server.close();
  untrust();
  ca.cleanup();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

async function discoverOnePage(route = '/many-icons'): Promise<{ result: DataFetchResult; imageRequests: string[] }> {
  const dataDir = copyCleanData();
  folders.push(dataDir);
  writeSheet(dataDir, 'cycling-groups.csv', `name,link,logo\nIcon Heavy Group,${server.url(route, 'discover.test')},\n`);
  server.log.length = 0;
  clock = Date.parse('2026-11-25T00:00:00Z');
  const result = await createDataFetch({
    dataDir,
    reportDir: path.join(dataDir, 'reports'),
    client: createHttpClient({ allowLoopback: true, resolver: fixtureResolver, timeoutMs: 1000, retryBaseMs: 10 }),
    discover: true,
    acceptSuggestions: false,
    progress: silentProgress,
    now: () => new Date(clock),
  }).run();
  return { result, imageRequests: server.log.filter((line) => /^GET \S+ \/(touch|icon)-\d+\.png$|\/og\.jpg$/.test(line)) };
}

const reasonFor = (result: DataFetchResult) => result.report.noSuggestion.find((row) => row.file === 'cycling-groups.csv')?.reason ?? '';

describe('data:fetch --discover on a page that lists 101 candidates', () => {
  test(`downloads at most ${MAX_CANDIDATES_PER_PAGE} of them, best first, and says how many it left untried`, async () => {
    iconSeconds = 0;
    const { result, imageRequests } = await discoverOnePage();
    expect(imageRequests.length).toBeGreaterThan(0);
    expect(imageRequests.length).toBeLessThanOrEqual(MAX_CANDIDATES_PER_PAGE);
    // The largest touch icons and the largest icons, not the first fifty in page order.
    expect(imageRequests).toEqual(['GET discover.test /touch-0.png', 'GET discover.test /touch-1.png', 'GET discover.test /icon-0.png', 'GET discover.test /icon-1.png']);
    expect(reasonFor(result)).toMatch(/97 more the page lists were not tried \(at most 4 per page\)/);
  }, 30_000);

  test(`starts no new download once ${DISCOVERY_BUDGET_MS / 1000} s have passed on the row`, async () => {
    // Each icon takes 20 s: the first two fit in the budget, the third would start after 40 s.
    iconSeconds = 20;
    const { result, imageRequests } = await discoverOnePage();
    expect(imageRequests).toEqual(['GET discover.test /touch-0.png', 'GET discover.test /touch-1.png']);
    expect(reasonFor(result)).toMatch(/budget for one page ran out.*99 more the page lists were not tried/);
  }, 30_000);
});

describe('data:fetch --discover on a page over the limit', () => {
  test('says the page is too large to read, not the image', async () => {
    const { result, imageRequests } = await discoverOnePage('/huge-page');
    expect(imageRequests).toEqual([]);
    expect(reasonFor(result)).toBe('the page could not be read: the page is over the 2 MB limit for reading a page');
  }, 30_000);
});

describe('candidatesToTry', () => {
  const candidate = (source: LogoCandidate['source'], index: number): LogoCandidate => ({ url: `https://cdn.example/${source}-${index}.png`, source });

  test('takes at most two of one kind, so a page full of broken icons still has its og:image tried', () => {
    const list = [...[0, 1, 2, 3].map((index) => candidate('apple-touch-icon', index)), candidate('og:image', 0)];
    expect(candidatesToTry(list)).toEqual({ tried: [list[0], list[1], list[4]], untried: 2 });
  });
});
