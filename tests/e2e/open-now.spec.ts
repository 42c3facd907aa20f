/**
 * Open now, what a shop does and how to pay, end to end. A copy of the site's data with three
 * fixture shops (links on .example) that have hours, services, payments and a brand, and one
 * proclaimed holiday in holidays.csv, built once in a throwaway copy of the project. The browser's
 * clock is fixed (Playwright's clock API) and its time zone is Los Angeles', sixteen hours behind
 * Manila: every label must follow Manila's clock, not the device's. Without JavaScript a shop's
 * page shows its week and claims nothing about now. A fourth fixture shop came from OpenStreetMap
 * (its `source`): the build's downloads keep it apart, under the ODbL.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { test, expect } from '../support/e2e/test';
import { waitForHydration } from '../support/hydration';
import { serveFolder } from '../../bench/lib/static-host';
import { buildAndServe, copyData, type IsolatedSite } from '../support/e2e/isolated-site';
import { manilaDay } from '../../src/lib/event-schedule';
import { listingPath, openDataPath } from '../../src/config/addresses';
import Ajv from 'ajv';
import { slugify } from '../../src/pipeline/format/text';

/** 'YYYY-MM-DD', `days` after `day`. */
const plus = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** 0 = Monday. */
const weekday = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
/** The first day on or after `from` that is `wanted` (0 = Monday) and not in `avoid`. */
function next(from: string, wanted: number, avoid: readonly string[] = []): string {
  let day = from;
  while (weekday(day) !== wanted || avoid.includes(day)) day = plus(day, 1);
  return day;
}
/** The instant that is `time` on `day` in Manila. */
const manila = (day: string, time: string) => new Date(`${day}T${time}:00+08:00`);

const BUILD_DAY = manilaDay();
/** The next 25 December the build's holiday list holds. */
const CHRISTMAS = `${BUILD_DAY <= `${BUILD_DAY.slice(0, 4)}-12-25` ? BUILD_DAY.slice(0, 4) : Number(BUILD_DAY.slice(0, 4)) + 1}-12-25`;
/** A weekday holiday the editors proclaimed (the fixture's holidays.csv): a Wednesday five weeks on that is no other holiday. */
const PROCLAIMED = { date: next(plus(BUILD_DAY, 35), 2, [CHRISTMAS]), name: 'Sample Proclaimed Holiday' };

const OPEN_SHOP = {
  name: 'Sample Open Shop',
  location: 'Makati',
  hours: 'Mo-Sa 09:00-18:00; Su off; PH off',
  services: 'repair; parts',
  payment: 'cash; gcash',
  brands: 'Giant',
};
const WEEKEND_SHOP = { name: 'Sample Weekend Shop', location: 'Taguig', hours: 'Sa-Su 08:00-17:00', services: 'rental', payment: 'cash', brands: '' };
const UNKNOWN_SHOP = { name: 'Sample Unknown Hours Shop', location: 'Makati', hours: '', services: 'repair', payment: 'card', brands: '' };
/** A shop the OpenStreetMap review queue brought in (its `source`): the downloads keep it apart, under the ODbL. */
const OSM_SHOP = { name: 'Sample OpenStreetMap Shop', location: 'Pasig', source: 'OpenStreetMap node/1' };
const FIXTURE_SHOPS = [OPEN_SHOP, WEEKEND_SHOP, UNKNOWN_SHOP, OSM_SHOP];

/** The site's own shops whose services cell names `service` (data/shops.csv, as the fixture build copies it). */
function realShopsWith(service: string): string[] {
  const [header = '', ...rows] = readFileSync(path.join(__dirname, '../../data/shops.csv'), 'utf8').trim().split(/\r?\n/);
  const columns = header.split(',');
  return rows
    .map((row) => Object.fromEntries(row.split(',').map((value, at) => [columns[at], value])) as Record<string, string>)
    .filter((row) =>
      (row.services ?? '')
        .split(';')
        .map((word) => word.trim())
        .includes(service),
    )
    .map((row) => row.name!);
}
const pathOf = (shop: { name: string; location: string }) => listingPath('shops', `${slugify(shop.name)}-${slugify(shop.location)}`);

const cell = (text: string) => (/[",\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

let site: IsolatedSite | null = null;
let dataDir = '';

test.describe.configure({ mode: 'serial' });
test.use({ timezoneId: 'America/Los_Angeles' });

test.beforeAll(async () => {
  test.setTimeout(20 * 60_000); // a whole Gatsby build on a shared machine
  dataDir = copyData('padyak-hours-data-');
  const shopsFile = path.join(dataDir, 'shops.csv');
  // The sheet gains the `source` column the OpenStreetMap review queue writes (an empty cell on every row it has), if it has none.
  const lines = readFileSync(shopsFile, 'utf8')
    .replace(/\r?\n$/, '')
    .split(/\r?\n/);
  const withSource = !lines[0]!.split(',').includes('source');
  const sheet = withSource ? lines.map((line, at) => (at === 0 ? `${line},source` : `${line},`)).join('\n') : lines.join('\n');
  const header = sheet.split('\n')[0]!.split(',');
  const rows = FIXTURE_SHOPS.map((shop) => {
    const values: Record<string, string> = { ...shop, link: `https://${slugify(shop.name)}.example/` };
    return header.map((column) => cell(values[column] ?? '')).join(',');
  });
  writeFileSync(shopsFile, `${sheet.replace(/\n?$/, '\n')}${rows.join('\n')}\n`);
  writeFileSync(path.join(dataDir, 'holidays.csv'), `date,name\n${PROCLAIMED.date},${PROCLAIMED.name}\n`);
  site = await buildAndServe(dataDir, serveFolder);
});

test.afterAll(async () => {
  test.setTimeout(5 * 60_000); // deleting a whole Gatsby build (with its .cache) on a loaded machine
  await site?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A page whose clock starts at `at` and runs from there. */
async function pageAt(browser: Browser, at: Date, options: { javaScriptEnabled?: boolean; appBlocked?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: options.javaScriptEnabled ?? true, baseURL: site!.url, timezoneId: 'America/Los_Angeles' });
  const page = await context.newPage();
  if (options.javaScriptEnabled ?? true) await page.clock.install({ time: at });
  // The app's scripts never arrive: what shows is the page's own inline scripts' work, as on a slow phone before the app starts.
  if (options.appBlocked) await page.route(/\.js(\?|$)/, (route) => route.abort());
  return page;
}

const cardOf = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
const labelOf = (page: Page, name: string) => cardOf(page, name).locator('[data-hours]');
const shownShops = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ visible: true })
    .getByRole('heading', { level: 2 })
    .evaluateAll((headings) => headings.map((heading) => heading.textContent ?? ''));

const TUESDAY = next(plus(BUILD_DAY, 1), 1, [CHRISTMAS, PROCLAIMED.date]);
const SUNDAY = next(plus(BUILD_DAY, 1), 6);

test.describe('the open-now label, on the Manila clock in a Los Angeles browser', () => {
  const cases: { when: string; at: Date; open: string; weekend: string }[] = [
    { when: 'a weekday morning', at: manila(TUESDAY, '09:30'), open: 'Open now · closes 6:00 PM', weekend: 'Closed · opens Sat 8:00 AM' },
    { when: 'a minute before closing', at: manila(TUESDAY, '17:59'), open: 'Closes in 1 minute', weekend: 'Closed · opens Sat 8:00 AM' },
    { when: 'a Sunday', at: manila(SUNDAY, '11:00'), open: 'Closed · opens Mon 9:00 AM', weekend: 'Open now · closes 5:00 PM' },
    {
      when: 'Christmas Day',
      at: manila(CHRISTMAS, '11:00'),
      open: 'Closed today (Christmas Day)',
      weekend: weekday(CHRISTMAS) >= 5 ? 'Open now · closes 5:00 PM' : 'Closed · opens Sat 8:00 AM',
    },
    { when: 'a holiday the editors proclaimed', at: manila(PROCLAIMED.date, '11:00'), open: `Closed today (${PROCLAIMED.name})`, weekend: 'Closed · opens Sat 8:00 AM' },
  ];

  for (const { when, at, open, weekend } of cases) {
    test(`on ${when}: the cards before and after the app starts, and the shop's page`, async ({ browser }) => {
      const before = await pageAt(browser, at, { appBlocked: true });
      await before.goto('/shops/');
      await expect(labelOf(before, OPEN_SHOP.name)).toHaveText(open);
      await expect(labelOf(before, WEEKEND_SHOP.name)).toHaveText(weekend);
      // No hours, no claim: the card says nothing of now.
      await expect(labelOf(before, UNKNOWN_SHOP.name)).toHaveCount(0);
      await before.context().close();

      const page = await pageAt(browser, at);
      await page.goto('/shops/');
      await waitForHydration(page);
      await expect(labelOf(page, OPEN_SHOP.name)).toHaveText(open);
      await expect(labelOf(page, WEEKEND_SHOP.name)).toHaveText(weekend);
      await page.goto(pathOf(OPEN_SHOP));
      await expect(page.getByRole('main').locator('[data-hours]')).toHaveText(open);
      // Today's line of the week is marked, on Manila's day.
      const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
      const manilaToday = days[weekday(manilaDay(at))]!;
      await expect(page.getByRole('row', { name: new RegExp(`^${manilaToday}`) })).toHaveAttribute('aria-current', 'date');
      await page.context().close();
    });
  }

  test('changes when the clock passes closing time with the page open', async ({ browser }) => {
    const page = await pageAt(browser, manila(TUESDAY, '17:59'));
    await page.goto(pathOf(OPEN_SHOP));
    const label = page.getByRole('main').locator('[data-hours]');
    await expect(label).toHaveText('Closes in 1 minute');
    await page.clock.runFor(75_000);
    await expect(label).toHaveText('Closed · opens Wed 9:00 AM');
    await page.context().close();
  });

  test('without JavaScript, the week and no claim about now', async ({ browser }) => {
    const page = await pageAt(browser, manila(TUESDAY, '09:30'), { javaScriptEnabled: false });
    await page.goto(pathOf(OPEN_SHOP));
    const table = page.getByRole('table', { name: 'Opening hours (Manila time)' });
    await expect(table.getByRole('row', { name: 'Mon 9:00 AM – 6:00 PM' })).toBeVisible();
    await expect(table.getByRole('row', { name: 'Sun Closed' })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(/Open now|Closed ·|Closes in|Closed today/);
    await expect(page.getByRole('main')).toContainText('Closed on public holidays.');
    await page.goto(pathOf(UNKNOWN_SHOP));
    await expect(page.getByRole('main')).toContainText('Hours not known');
    await page.goto('/shops/');
    await expect(page.getByRole('main')).not.toContainText(/Open now ·|Closed ·|Closes in/);
    await page.context().close();
  });
});

test.describe('filters kept in the address', () => {
  const repairing = realShopsWith('repair');
  const cases: { address: string; shown: string[] }[] = [
    { address: '?open=now', shown: [OPEN_SHOP.name] },
    { address: '?service=repair', shown: [OPEN_SHOP.name, UNKNOWN_SHOP.name, ...repairing] },
    { address: '?payment=gcash', shown: [OPEN_SHOP.name] },
    { address: '?service=repair&payment=card', shown: [UNKNOWN_SHOP.name] },
    { address: '?service=repair&open=now', shown: [OPEN_SHOP.name] },
    { address: '?q=taguig&service=rental', shown: [WEEKEND_SHOP.name] },
    { address: '?q=gcash', shown: [OPEN_SHOP.name] },
    { address: '?q=repair', shown: [OPEN_SHOP.name, UNKNOWN_SHOP.name, ...repairing] },
  ];
  for (const { address, shown } of cases) {
    test(`${address} on a weekday morning, before the app starts and with it`, async ({ browser }) => {
      for (const appBlocked of [true, false]) {
        const page = await pageAt(browser, manila(TUESDAY, '09:30'), { appBlocked });
        await page.goto(`/shops/${address}`);
        if (!appBlocked) await waitForHydration(page);
        // The site's own shops have no hours or payments yet, and some have services: they drop out, or stay for their services.
        await expect.poll(async () => (await shownShops(page)).sort(), `${address}, ${appBlocked ? 'before the app' : 'with the app'}`).toEqual([...shown].sort());
        await page.context().close();
      }
    });
  }

  test('the dropdowns set the address, and the view follows', async ({ browser }) => {
    const page = await pageAt(browser, manila(TUESDAY, '09:30'));
    await page.goto('/shops/');
    await waitForHydration(page);
    await page.getByRole('combobox', { name: 'Service' }).selectOption({ label: 'Parts' });
    await expect(page).toHaveURL(/\?service=parts$/);
    await page.getByRole('combobox', { name: 'Open now' }).selectOption({ label: 'Open now' });
    await expect(page).toHaveURL(/\?service=parts&open=now$/);
    await expect.poll(() => shownShops(page)).toEqual([OPEN_SHOP.name]);
    await page.context().close();
  });
});

test('a brand page lists the shops that carry it, with their labels; the shop links the brand back', async ({ browser }) => {
  const page = await pageAt(browser, manila(TUESDAY, '09:30'));
  await page.goto(pathOf(OPEN_SHOP));
  await page.getByRole('link', { name: 'Giant', exact: true }).click();
  const section = page.getByRole('region', { name: 'Where to buy Giant' });
  await expect(section.getByRole('heading', { name: 'Metro Manila' })).toBeVisible();
  await expect(section.getByRole('listitem').filter({ hasText: OPEN_SHOP.name })).toContainText('Open now · closes 6:00 PM');
  await page.context().close();
});

test("a shop page's JSON-LD says its hours and payments", async ({ browser }) => {
  const page = await pageAt(browser, manila(TUESDAY, '09:30'), { javaScriptEnabled: false });
  await page.goto(pathOf(OPEN_SHOP));
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const store = blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data['@type'] === 'BikeStore')!;
  const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((day) => `https://schema.org/${day}`);
  expect(store.openingHoursSpecification).toEqual([{ '@type': 'OpeningHoursSpecification', dayOfWeek: days, opens: '09:00', closes: '18:00' }]);
  expect(store.paymentAccepted).toBe('Cash, GCash');
  await page.context().close();
});

test('the hours and holidays a page carries stay under 2 KB gzip', () => {
  for (const page of ['shops/index.html', `${pathOf(OPEN_SHOP).slice(1)}index.html`]) {
    const html = readFileSync(path.join(site!.publicDir, page), 'utf8');
    const holidays = /<script type="application\/json" id="ph-holidays">[^<]*<\/script>/.exec(html)?.[0] ?? '';
    const weeks = [...html.matchAll(/data-hours="[^"]*"/g)].map((match) => match[0]);
    expect(holidays, `${page} carries the holidays`).not.toBe('');
    expect(weeks.length, `${page} carries the weeks`).toBeGreaterThan(0);
    const bytes = gzipSync([holidays, ...weeks].join('')).length;
    console.log(`${page}: the holidays and ${weeks.length} weeks are ${bytes} B gzip`);
    expect(bytes).toBeLessThan(2 * 1024);
  }
});

test.describe('the downloads of a build with a shop from OpenStreetMap', () => {
  interface Resource {
    name: string;
    path: string;
    licenses: { name: string }[];
    sources?: { title: string; path: string }[];
  }

  test('its row is in a resource of its own under the ODbL, with OpenStreetMap’s credit, and in no other', async ({ request }) => {
    const get = async (file: string) => {
      const response = await request.get(`${site!.url}${openDataPath(file)}`);
      expect(response.status(), file).toBe(200);
      return response;
    };
    const descriptor = (await (await get('datapackage.json')).json()) as { resources: Resource[] };
    const validate = new Ajv({ allErrors: true, strict: false, validateFormats: false }).compile(
      JSON.parse(readFileSync(path.resolve(__dirname, '../support/profiles/datapackage-2.0.json'), 'utf8')) as object,
    );
    expect(validate(descriptor) ? [] : validate.errors).toEqual([]);
    const namesIn = async (resource: Resource) => ((await (await get(resource.path)).json()) as { name: string }[]).map((row) => row.name);
    const osm = descriptor.resources.find((resource) => resource.name === 'shops-openstreetmap-json')!;
    const own = descriptor.resources.find((resource) => resource.name === 'shops-json')!;
    expect(osm.licenses.map((licence) => licence.name)).toEqual(['ODbL-1.0']);
    expect(osm.sources).toEqual([{ title: '© OpenStreetMap contributors', path: 'https://www.openstreetmap.org/copyright' }]);
    expect(own.licenses.map((licence) => licence.name)).not.toContain('ODbL-1.0');
    expect(await namesIn(osm)).toEqual([OSM_SHOP.name]);
    const ownNames = await namesIn(own);
    expect(ownNames).toEqual(expect.arrayContaining([OPEN_SHOP.name, WEEKEND_SHOP.name, UNKNOWN_SHOP.name]));
    expect(ownNames).not.toContain(OSM_SHOP.name);
    // The CSV says the same as the JSON.
    const csv = await (await get(osm.path.replace(/\.json$/, '.csv'))).text();
    expect(csv.trim().split('\r\n')).toHaveLength(2);
    expect(csv).toContain(OSM_SHOP.name);
  });
});
