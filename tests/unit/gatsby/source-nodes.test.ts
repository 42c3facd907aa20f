import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { writeCachedImages } from '../../support/cached-images';
import { failOnDataErrors, nameRanks, sourceNodes } from '../../../src/gatsby/source-nodes';
import { compareNames } from '../../../src/lib/list-filter';
import { publicHolidays } from '../../../src/lib/node/ph-holidays';
import { manilaToday } from '../../../src/pipeline/detect/event-dates';
import { runPipeline } from '../../../src/pipeline/node';
import { pipelineResult } from '../../support/pipeline-result';
import { createdNodes, sourceNodesOf } from '../../support/source-nodes';

describe('the build and the data check', () => {
  it('stops the build with the data report’s own words when there is an error', () => {
    const panicOnBuild = jest.fn();
    const result = pipelineResult();
    result.issues.push({
      rule: 'link-invalid',
      severity: 'error',
      file: 'shops.csv',
      row: 7,
      column: 'link',
      found: 'javascript:alert(1)',
      expected: null,
      sentence: "'javascript:alert(1)' is not a web address; use the shop's https:// page or leave it empty.",
    });
    failOnDataErrors(result, { panicOnBuild });
    expect(panicOnBuild).toHaveBeenCalledTimes(1);
    expect(panicOnBuild.mock.calls[0]?.[0]).toContain("  - shops.csv row 7, column link: 'javascript:alert(1)' is not a web address");
    expect(panicOnBuild.mock.calls[0]?.[0]).toContain('npm run data:check');
  });

  it('lets the build go on when there are only notes to review', () => {
    const panicOnBuild = jest.fn();
    const result = pipelineResult();
    result.issues.push({ rule: 'link-http', severity: 'review', file: 'shops.csv', row: 2, column: 'link', found: 'http://x', expected: null, sentence: 'm.' });
    failOnDataErrors(result, { panicOnBuild });
    expect(panicOnBuild).not.toHaveBeenCalled();
  });
});

describe('sourcing the real data', () => {
  /** The nodes sourceNodes creates from data/. */
  const sourceRealData = () => createdNodes(sourceNodes);

  it('creates one node per listing, with local logos linked by absolute path', async () => {
    const created = await sourceRealData();
    const result = runPipeline({ dataDir: path.resolve('data') });
    const ofType = (type: string) => created.filter((node) => (node.internal as { type: string }).type === type);
    expect(ofType('Shop')).toHaveLength(result.shops.length);
    expect(ofType('Brand')).toHaveLength(result.brands.length);
    expect(ofType('BrandCategory')).toHaveLength(18);
    expect(ofType('Listing')).toHaveLength(result.listings.length);
    expect(ofType('Slide')).toHaveLength(5);
    // One SearchAlias a usable row of search-aliases.csv, the word as written, its id the folded word.
    expect(ofType('SearchAlias').map((node) => ({ word: node.word, kind: node.kind, means: node.means }))).toEqual(result.searchAliases);
    expect(result.searchAliases.length).toBeGreaterThan(0);
    expect(ofType('SearchAlias').find((node) => node.word === 'Maynila')).toMatchObject({ id: 'SearchAlias:maynila', kind: 'place', means: 'Manila' });
    expect(new Set(created.map((node) => node.id)).size).toBe(created.length);
    for (const slide of ofType('Slide')) expect(path.isAbsolute(slide.image as string)).toBe(true);
    const withLogo = ofType('Brand').find((brand) => brand.logo);
    if (withLogo) expect(String(withLogo.logo)).toMatch(new RegExp(`${path.sep}data${path.sep}logos${path.sep}`));
  });

  it("ranks shops, brands, listings and the shops' places A to Z with the site's collator, so the browser never sorts a list to show it", async () => {
    const created = await sourceRealData();
    const inOrder = (type: string) =>
      created
        .filter((node) => (node.internal as { type: string }).type === type)
        .sort((a, b) => (a.nameOrder as number) - (b.nameOrder as number))
        .map((node) => node.name as string);
    for (const type of ['Shop', 'Brand', 'Listing', 'ShopPlace']) {
      const names = inOrder(type);
      expect(names.length).toBeGreaterThan(1);
      expect(names).toEqual([...names].sort(compareNames));
    }
    const shops = created.filter((node) => (node.internal as { type: string }).type === 'Shop');
    expect(inOrder('ShopPlace')).toEqual([...new Set(shops.map((shop) => shop.location as string))].sort(compareNames));
  });

  it('nameRanks follows the collator, not code points: case, accents and numbers', () => {
    const items = [{ name: 'bike 10' }, { name: 'Zebra' }, { name: 'Bike 9' }, { name: 'Ábaca' }];
    const ranks = nameRanks(items);
    expect([...items].sort((a, b) => ranks.get(a)! - ranks.get(b)!).map((item) => item.name)).toEqual(['Ábaca', 'Bike 9', 'bike 10', 'Zebra']);
  });
});

describe('sourcing remote images', () => {
  const fetchedLogo = 'https://logos.example/sample-fetched.png';
  const unfetchedLogo = 'https://logos.test/sample-unfetched.png';
  const fetchedPoster = 'https://posters.example/sample-ride.png';
  const unfetchedPoster = 'https://posters.test/sample-later.png';
  let dataDir = '';
  let created: Record<string, unknown>[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'padyak-source-'));
    cpSync(path.resolve('data'), dataDir, { recursive: true });
    appendFileSync(
      path.join(dataDir, 'brands.csv'),
      `helmet,Sample Fetched,https://brand.example/f,${fetchedLogo}\nhelmet,Sample Unfetched,https://brand.example/u,${unfetchedLogo}\n`,
    );
    appendFileSync(path.join(dataDir, 'events.csv'), `Sample Ride,${fetchedPoster},https://ride.example/r\nSample Later,${unfetchedPoster},https://ride.example/l\n`);
    const png = await sharp({ create: { width: 300, height: 150, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
    const jpeg = await sharp({ create: { width: 400, height: 500, channels: 3, background: '#2f7d5b' } })
      .jpeg()
      .toBuffer();
    await writeCachedImages(dataDir, [
      { url: fetchedLogo, bytes: png },
      { url: fetchedPoster, bytes: jpeg },
    ]);

    created = await sourceNodesOf(dataDir);
  });

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const named = (type: string, name: string) => created.find((node) => (node.internal as { type: string }).type === type && node.name === name);

  it('links a fetched logo or poster to its cached file, like a file in data/logos/', () => {
    const manifest = JSON.parse(readFileSync(path.join(dataDir, 'cache/images/manifest.json'), 'utf8')) as { entries: Record<string, { file: string }> };
    expect(named('Brand', 'Sample Fetched')?.logo).toBe(path.join(dataDir, 'cache/images', manifest.entries[fetchedLogo]!.file));
    expect(named('Event', 'Sample Ride')?.image).toBe(path.join(dataDir, 'cache/images', manifest.entries[fetchedPoster]!.file));
  });

  it('gives an address not fetched yet no image and never passes the address on for a page to hotlink', () => {
    expect(named('Brand', 'Sample Unfetched')).toMatchObject({ logo: null });
    expect(named('Event', 'Sample Later')).toBeUndefined();
    const everything = JSON.stringify(created);
    expect(everything).not.toContain(unfetchedLogo);
    expect(everything).not.toContain(unfetchedPoster);
    expect(everything).not.toContain(fetchedLogo);
    expect(created.some((node) => 'logoUrl' in node)).toBe(false);
  });
});

describe('sourcing hours, services, payment, brands and the public holidays', () => {
  let dataDir = '';
  let created: Record<string, unknown>[] = [];
  const today = manilaToday();
  /** A Manila day `days` after today. */
  const later = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'padyak-source-hours-'));
    cpSync(path.resolve('data'), dataDir, { recursive: true });
    appendFileSync(path.join(dataDir, 'shops.csv'), 'Sample Hours Shop,Pasig,,,Mo-Sa 9am-6pm; Su off; PH off,repair; wash,gcash; cash,giant\n');
    writeFileSync(path.join(dataDir, 'holidays.csv'), `date,name\n${later(10)},Sample Proclaimed Day\n`);
    created = await sourceNodesOf(dataDir);
  });

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const ofType = (type: string) => created.filter((node) => (node.internal as { type: string }).type === type);

  it('gives a shop its hours as printed and as weekly intervals, its words and its brands', () => {
    expect(ofType('Shop').find((node) => node.name === 'Sample Hours Shop')).toMatchObject({
      hours: 'Mo-Sa 09:00-18:00; Su off; PH off',
      weeklyHours: { days: [...Array(6).fill([540, 1080]), []], holidaysOff: true },
      services: ['repair', 'wash'],
      payment: ['cash', 'gcash'],
      brands: ['Giant'],
    });
  });

  it("creates one Holiday a day from today for 13 months: date-holidays' and the editors' days, sorted", () => {
    const holidays = ofType('Holiday').map((node) => ({ date: node.date, name: node.name }));
    expect(holidays).toEqual(publicHolidays(today, [{ date: later(10), name: 'Sample Proclaimed Day' }]));
    expect(holidays).toContainEqual({ date: later(10), name: 'Sample Proclaimed Day' });
    const year = Number(today.slice(0, 4));
    const nextChristmas = today <= `${year}-12-25` ? `${year}-12-25` : `${year + 1}-12-25`;
    expect(holidays).toContainEqual({ date: nextChristmas, name: 'Christmas Day' });
    expect(new Set(holidays.map((holiday) => holiday.date)).size).toBe(holidays.length);
  });
});
