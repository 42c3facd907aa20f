/**
 * npm run data:pull against a spreadsheet emptied or vandalized: a child process, the published
 * sheets served over HTTPS from 127.0.0.1 (a throwaway CA; a preloaded resolver maps `.test` names
 * to 127.0.0.1 and fails every other name). Each big change leaves data/ byte for byte as it was
 * and exits 1 with its sentence, in the console and in both reports; --allow-big-change takes it;
 * an ordinary day's change, and the other sheets of the same pull, go through as before.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { folderBytes as snapshot } from '../../support/data-folders';
import { copyCleanData } from '../../support/fetch-fixtures';
import { makeThrowawayCa, startHttpsFixture, type FixtureServer, type Handler, type ThrowawayCa } from '../../support/https-fixture-server';
import { runTool } from '../../support/run-tool';

const published = new Map<string, string>();
let ca: ThrowawayCa;
let server: FixtureServer;
const folders: string[] = [];

beforeAll(async () => {
  ca = await makeThrowawayCa(['sheets.test']);
  const route: Handler = (request, response) => {
    const body = published.get(new URL(request.url ?? '/', 'https://sheets.test').pathname.split('/')[2] ?? '');
    response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'text/csv' });
    response.end(body ?? '');
  };
  const routes: Record<string, Handler> = {};
  for (const id of ['emptied', 'cut', 'names', 'links', 'no-link-column', 'ordinary', 'brands-day', 'groups-emptied', 'groups-reordered']) routes[`/pub/${id}`] = route;
  server = await startHttpsFixture(ca, routes);
});

afterAll(async () => {
  await server.close();
  ca.cleanup();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const PLACES = ['Quezon City', 'Iloilo City', 'Cebu City', 'Bohol', 'Makati', 'Taguig', 'Pasig'];
/** 19 shops: name, location, link, logo. */
const SHOPS = Array.from({ length: 19 }, (_, index) => {
  const n = String(index + 1).padStart(2, '0');
  return [`Sample Shop ${n}`, PLACES[index % PLACES.length] as string, `https://shop${n}.example/`, ''];
});
const HEADER = ['name', 'location', 'link', 'logo'];
const fileText = (rows: string[][], header = HEADER) => `${[header, ...rows].map((row) => row.join(',')).join('\n')}\n`;
/** As Google sends a published sheet: CRLF between rows, none after the last. */
const googleCsv = (rows: string[][], header = HEADER) => [header, ...rows].map((row) => row.join(',')).join('\r\n');

published.set('emptied', googleCsv([]));
published.set('cut', googleCsv(SHOPS.slice(0, 1)));
published.set('names', googleCsv(SHOPS.map(([name, ...rest]) => [`Totally ${name}`, ...rest] as string[])));
published.set('links', googleCsv(SHOPS.map(([name, location, , logo]) => [name, location, 'https://spam.example/', logo] as string[])));
published.set(
  'no-link-column',
  googleCsv(
    SHOPS.map(([name, location, , logo]) => [name, location, logo] as string[]),
    ['name', 'location', 'logo'],
  ),
);
// An ordinary day: one shop gone, one new, two links fixed, the rest as they were.
const DAY = SHOPS.slice(1).map(([name, location, link, logo], index) => [name, location, index < 2 ? `${link}home` : link, logo] as string[]);
published.set('ordinary', googleCsv([...DAY, ['Bike Lab', 'Iloilo City', 'https://bikelab.example/', '']]));
published.set(
  'brands-day',
  googleCsv(
    [
      ['bikes', 'Sample Bike Brand', 'https://example.com/bike-brand-new', 'logos/giant.png'],
      ['wheelset', 'Sample Wheel Brand', 'https://example.com/wheels', 'giant.png'],
    ],
    ['category', 'name', 'link', 'logo'],
  ),
);
published.set('groups-emptied', googleCsv([], ['name', 'link', 'logo']));
published.set('groups-reordered', googleCsv([['https://example.com/cycling-groups', 'Sample Cycling Groups', '']], ['link', 'name', 'logo']));

const address = (id: string) => server.url(`/pub/${id}?gid=0&single=true&output=csv`, 'sheets.test');

/** The clean fixture with 19 shops, pulling each named sheet from the published sheet of that id. */
function dataFolder(sources: Record<string, string>): string {
  const dataDir = copyCleanData();
  folders.push(dataDir);
  writeFileSync(path.join(dataDir, 'shops.csv'), fileText(SHOPS));
  writeFileSync(path.join(dataDir, 'sources.json'), `${JSON.stringify(Object.fromEntries(Object.entries(sources).map(([file, id]) => [file, address(id)])), null, 2)}\n`);
  return dataDir;
}

const reportDir = (dataDir: string) => `${dataDir}-report`;
const pull = (dataDir: string, extra: string[] = []) =>
  runTool('scripts/data-pull.ts', ['--data', dataDir, '--report', reportDir(dataDir), '--allow-loopback', ...extra], { ca });
const markdown = (dataDir: string) => readFileSync(path.join(reportDir(dataDir), 'data-pull.md'), 'utf8');
const json = (dataDir: string) => JSON.parse(readFileSync(path.join(reportDir(dataDir), 'data-pull.json'), 'utf8')) as { sheets: Record<string, unknown>[] };

const wayThrough = (file: string) =>
  `if that is intended, run the pull once more with the sheet named: on GitHub, Actions → "Pull sheets from the spreadsheets" → Run workflow, ` +
  `with ${file} in "Sheets whose big change is intended" (or by hand: npm run data:pull -- --allow-big-change ${file})`;

describe('npm run data:pull refuses a spreadsheet that lost most of a list', () => {
  test.each([
    ['a tab emptied (header only)', 'emptied', 'the spreadsheet lost all 19 shops: the published tab has only its header row'],
    ['a tab cut from 19 rows to 1', 'cut', 'the spreadsheet lost 18 of 19 shops'],
    ['every name replaced', 'names', 'the spreadsheet lost 19 of 19 shops (19 rows with other names came in)'],
    ['every link replaced by the same address', 'links', 'the spreadsheet changed the link of 19 of 19 shops'],
    ['the link column removed with its 19 values', 'no-link-column', 'the spreadsheet no longer has column link, which held the link of 19 of 19 shops'],
  ])(
    '%s: data/ untouched, exit 1, the sentence in the console and both reports',
    async (_case, id, sentence) => {
      const dataDir = dataFolder({ 'shops.csv': id });
      const before = snapshot(dataDir);
      const run = await pull(dataDir);
      expect(run.code).toBe(1);
      expect(snapshot(dataDir)).toEqual(before);
      expect(run.stdout).toContain(`✗ shops.csv: not pulled: ${sentence}, so data/shops.csv was not written; ${wayThrough('shops.csv')};`);
      expect(run.stdout).toContain('0 sheets written, 1 not pulled. Nothing in data/ was changed.');
      expect(markdown(dataDir)).toContain(`${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}, so data/shops.csv was not written;`);
      expect(markdown(dataDir)).toContain('--allow-big-change shops.csv');
      expect(json(dataDir).sheets).toEqual([expect.objectContaining({ file: 'shops.csv', status: 'not-pulled', bigChange: sentence })]);
    },
    30_000,
  );

  test('--allow-big-change (the workflow’s input: names separated by a comma, with or without .csv) writes a deliberate clean-up, said first in the report', async () => {
    const dataDir = dataFolder({ 'shops.csv': 'cut', 'cycling-groups.csv': 'groups-emptied' });
    const run = await pull(dataDir, ['--allow-big-change', 'shops.csv, cycling-groups']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(readFileSync(path.join(dataDir, 'shops.csv'), 'utf8')).toBe(fileText(SHOPS.slice(0, 1)));
    expect(readFileSync(path.join(dataDir, 'cycling-groups.csv'), 'utf8')).toBe('name,link,logo\n');
    expect(run.stdout).toContain('✓ shops.csv: 18 rows removed; written to data/shops.csv');
    expect(run.stdout).toContain("The spreadsheet lost 18 of 19 shops: written because the pull was asked to take this sheet's big change.");
    // The pull request says it first in the sheet's list of changes, so a reviewer does not take it for an ordinary day's.
    expect(markdown(dataDir)).toMatch(
      /## shops\.csv: 18 rows removed\n\n.*\n\n- The spreadsheet lost 18 of 19 shops: written because the pull was asked to take this sheet's big change\./,
    );
    expect(markdown(dataDir)).toContain(
      "- The spreadsheet lost its only listing: the published tab has only its header row: written because the pull was asked to take this sheet's big change.",
    );
    expect(json(dataDir).sheets).toEqual([
      expect.objectContaining({
        file: 'cycling-groups.csv',
        status: 'updated',
        allowedBigChange: 'the spreadsheet lost its only listing: the published tab has only its header row',
      }),
      expect.objectContaining({ file: 'shops.csv', status: 'updated', allowedBigChange: 'the spreadsheet lost 18 of 19 shops' }),
    ]);
  }, 30_000);

  test('a required list emptied is refused even when let through: data:check needs at least one shop', async () => {
    const dataDir = dataFolder({ 'shops.csv': 'emptied' });
    const before = snapshot(dataDir);
    const run = await pull(dataDir, ['--allow-big-change', 'shops.csv']);
    expect(run.code).toBe(1);
    expect(snapshot(dataDir)).toEqual(before);
    expect(run.stdout).toContain('✗ shops.csv: not pulled, the spreadsheet has 1 error; data/shops.csv is unchanged.');
    expect(run.stdout).toContain('the whole sheet: the file has its header row but not one shop, and the site cannot do without its shops;');
  }, 30_000);

  test('an ordinary day’s change passes, and a column order change is told as such', async () => {
    const dataDir = dataFolder({ 'shops.csv': 'ordinary', 'cycling-groups.csv': 'groups-reordered' });
    const run = await pull(dataDir);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(readFileSync(path.join(dataDir, 'shops.csv'), 'utf8')).toBe(fileText([...DAY, ['Bike Lab', 'Iloilo City', 'https://bikelab.example/', '']]));
    expect(run.stdout).toContain('✓ shops.csv: 1 row added, 1 removed, 2 changed; written to data/shops.csv');
    expect(run.stdout).toContain('✓ cycling-groups.csv: columns reordered; written to data/cycling-groups.csv');
    expect(run.stdout).toContain("Columns reordered: now 'link,name,logo' (was 'name,link,logo').");
    expect(run.stdout).not.toContain('only how the file writes them');
    expect(markdown(dataDir)).toContain("- Columns reordered: now 'link,name,logo' (was 'name,link,logo').");
  }, 30_000);

  test('the other sheets of the same pull go through; an unknown sheet after --allow-big-change is a mistyped command', async () => {
    const dataDir = dataFolder({ 'shops.csv': 'links', 'brands.csv': 'brands-day' });
    const shopsBefore = readFileSync(path.join(dataDir, 'shops.csv'));
    const run = await pull(dataDir);
    expect(run.code).toBe(1);
    expect(readFileSync(path.join(dataDir, 'shops.csv'))).toEqual(shopsBefore);
    expect(readFileSync(path.join(dataDir, 'brands.csv'), 'utf8')).toContain('bikes,Sample Bike Brand,https://example.com/bike-brand-new,logos/giant.png\n');
    expect(run.stdout).toContain('✓ brands.csv: 1 row changed; written to data/brands.csv');
    expect(run.stdout).toContain('1 sheet written, 1 not pulled.');

    const typo = await pull(dataDir, ['--allow-big-change', 'shop.csv']);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain("--allow-big-change names 'shop.csv', which is not one of the sheets (shops.csv, brands.csv,");
  }, 30_000);
});
