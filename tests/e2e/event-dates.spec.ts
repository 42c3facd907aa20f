/**
 * Issue 32 end to end: events with dates, in the order of the visitor's day. A copy of the
 * site's data whose events.csv holds fixture events dated around the day of the build (links on
 * .example), built once with PADYAK_DATA_DIR in a throwaway copy of the project. The browser's
 * clock (Playwright's clock API) is then fixed on a day after the build: the page must follow
 * that day, not the build's. Without JavaScript, the page says which day it was ordered for.
 */
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from '@playwright/test';
import { test, expect } from '../support/e2e/test';
import { waitForHydration } from '../support/hydration';
import { serveFolder } from '../../bench/lib/static-host';
import { buildAndServe, copyData, type IsolatedSite } from '../support/e2e/isolated-site';
import { longDate, manilaDay } from '../../src/lib/event-schedule';

/** 'YYYY-MM-DD', `days` after `day`. */
const plus = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

// The fixture's days are counted from the build's day in Manila, so the build always sees them as it should.
const BUILD_DAY = manilaDay();
const VISIT_DAY = plus(BUILD_DAY, 12);
const EVENTS = [
  { name: 'Sample Past Ride', start: plus(BUILD_DAY, -10), end: '', place: 'Quezon City' },
  { name: 'The Spider Route sample season', start: plus(BUILD_DAY, 2), end: plus(BUILD_DAY, 3), place: 'Antipolo' },
  { name: 'Sample Two Day Tour', start: plus(BUILD_DAY, 5), end: plus(BUILD_DAY, 6), place: 'Tagaytay' },
  { name: 'Sample Morning Climb', start: `${VISIT_DAY} 06:30`, end: `${VISIT_DAY} 10:00`, place: 'Antipolo' },
  { name: 'Sample Fondo, Rest; Parañaque', start: plus(BUILD_DAY, 20), end: '', place: 'Quezon City' },
  { name: 'Sample Night Ride', start: plus(BUILD_DAY, 30), end: '', place: 'Quezon City' },
  { name: 'Sample Year End Ride', start: plus(BUILD_DAY, 45), end: '', place: 'Tagaytay' },
  { name: 'Sample Someday Ride', start: '', end: '', place: '' },
];
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const cell = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

let site: IsolatedSite | null = null;
let dataDir = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(20 * 60_000); // a whole Gatsby build on a shared machine
  dataDir = copyData('padyak-events-data-');
  const rows = ['name,image,link,start,end,place,details'];
  for (const [index, event] of EVENTS.entries()) {
    const image = `images/events/${slug(event.name)}.png`;
    await sharp({ create: { width: 400, height: 500, channels: 3, background: `#${(0x2f7d5b + index * 0x101010).toString(16)}` } })
      .png()
      .toFile(path.join(dataDir, image));
    rows.push([event.name, image, `https://${slug(event.name)}.example/`, event.start, event.end, event.place, ''].map(cell).join(','));
  }
  writeFileSync(path.join(dataDir, 'events.csv'), `${rows.join('\n')}\n`);
  site = await buildAndServe(dataDir, serveFolder);
});

test.afterAll(async () => {
  test.setTimeout(5 * 60_000); // deleting a whole Gatsby build (with its .cache) on a loaded machine
  await site?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A page whose clock stands at 09:00 in Manila on `day` (01:00 UTC). */
async function pageOn(browser: Browser, day: string, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled, baseURL: site!.url });
  const page = await context.newPage();
  if (javaScriptEnabled) await page.clock.setFixedTime(new Date(`${day}T01:00:00Z`));
  return page;
}

/** The names of the event cards in a list, as shown (the poster link's name). */
const cardNames = (list: Locator) => list.getByRole('listitem').evaluateAll((items) => items.map((item) => item.querySelector('a [id]')?.textContent ?? ''));
const todayCards = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByText('Today', { exact: true }).filter({ visible: true }) })
    .evaluateAll((items) => items.map((item) => (item.querySelector('a [id]') ?? item.querySelector('a'))?.textContent ?? ''));

const UPCOMING_ON_VISIT = ['Sample Morning Climb', 'Sample Fondo, Rest; Parañaque', 'Sample Night Ride', 'Sample Year End Ride'];
const PAST_ON_VISIT = ['Sample Two Day Tour', 'The Spider Route sample season', 'Sample Past Ride'];

test("with JavaScript, /events follows the visitor's day: upcoming by month soonest first, today's event marked, past latest first", async ({ browser }) => {
  const page = await pageOn(browser, VISIT_DAY);
  await page.goto('/events/');
  const upcoming = page.getByRole('region', { name: 'Upcoming events' });
  expect((await Promise.all((await upcoming.getByRole('list').all()).map(cardNames))).flat()).toEqual(UPCOMING_ON_VISIT);
  expect(await cardNames(page.getByRole('list', { name: 'Cycling events, past events' }))).toEqual(PAST_ON_VISIT);
  expect(await cardNames(page.getByRole('list', { name: 'Cycling events, date to be announced' }))).toEqual(['Sample Someday Ride']);
  expect(await todayCards(page)).toEqual(['Sample Morning Climb']);
  await expect(page.getByText(/as of/)).toBeHidden();
  // The app adopts the page as the script left it.
  await waitForHydration(page);
  expect(await cardNames(page.getByRole('list', { name: 'Cycling events, past events' }))).toEqual(PAST_ON_VISIT);
  expect(await todayCards(page)).toEqual(['Sample Morning Climb']);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

test("the home page shows the next three on the visitor's day, and 'All events' opens the same split", async ({ browser }) => {
  const page = await pageOn(browser, VISIT_DAY);
  await page.goto('/');
  const next = page.getByRole('region', { name: 'Next events' });
  expect(await next.getByRole('listitem').evaluateAll((items) => items.map((item) => item.querySelector('a')?.textContent))).toEqual(UPCOMING_ON_VISIT.slice(0, 3));
  await expect(next.getByRole('listitem').first().getByText('Today', { exact: true })).toBeVisible();
  await waitForHydration(page);
  // A route change renders /events in the app, for the same day.
  await next.getByRole('link', { name: 'All events' }).click();
  await expect(page).toHaveURL(/\/events\/$/);
  // The address changes as the route change starts; the lists are read once the app has drawn them.
  await expect.poll(() => cardNames(page.getByRole('list', { name: 'Cycling events, past events' }))).toEqual(PAST_ON_VISIT);
  await expect.poll(() => todayCards(page)).toEqual(['Sample Morning Climb']);
});

test('each dated event offers its .ics, a prefilled Google Calendar link and its place; the feed is offered by webcal://', async ({ browser }) => {
  const page = await pageOn(browser, VISIT_DAY);
  await page.goto('/events/');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Sample Two Day Tour', exact: true }) });
  await expect(card.getByText('Tagaytay, Cavite')).toBeVisible();
  const ics = card.getByRole('link', { name: 'Add to calendar for Sample Two Day Tour' });
  const response = await page.request.get((await ics.getAttribute('href')) ?? '');
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('SUMMARY:Sample Two Day Tour');
  const google = card.getByRole('link', { name: 'Google Calendar for Sample Two Day Tour' });
  await expect(google).toHaveAttribute('target', '_blank');
  await expect(google).toHaveAttribute('rel', 'noopener noreferrer');
  const params = new URL((await google.getAttribute('href')) ?? '').searchParams;
  expect([params.get('action'), params.get('text'), params.get('dates'), params.get('location')]).toEqual([
    'TEMPLATE',
    'Sample Two Day Tour',
    `${plus(BUILD_DAY, 5).replace(/-/g, '')}/${plus(BUILD_DAY, 7).replace(/-/g, '')}`,
    'Tagaytay, Cavite, Philippines',
  ]);
  const subscribe = page.getByRole('link', { name: 'Subscribe' });
  expect(await subscribe.getAttribute('href')).toMatch(/^webcal:\/\/[^/]+\/events\.ics$/);
  // The list names each event's own page, and that page holds its schema.org Event.
  const list = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as { '@type': string; itemListElement: { url: string }[] };
  expect(list['@type']).toBe('ItemList');
  const pages = list.itemListElement.map((entry) => new URL(entry.url).pathname);
  expect(pages).toHaveLength(EVENTS.length);
  const dated = EVENTS.filter((event) => event.start);
  const eventPage = `/events/${slug(dated[0]!.name)}-${dated[0]!.start.slice(0, 4)}/`;
  expect(pages).toContain(eventPage);
  await page.goto(eventPage);
  const markup = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as { '@type': string; name?: string; startDate?: string },
  );
  expect(markup.find((entry) => entry['@type'] === 'Event')).toMatchObject({ name: dated[0]!.name, startDate: dated[0]!.start });
});

test("without JavaScript, every dated event is in the page with its date, ordered and said to be 'as of' the build's day", async ({ browser }) => {
  const page = await pageOn(browser, VISIT_DAY, false);
  await page.goto('/events/');
  await expect(page.getByText(`Upcoming and past as of ${longDate(BUILD_DAY)}.`)).toBeVisible();
  const upcoming = page.getByRole('region', { name: 'Upcoming events' });
  const builtUpcoming = EVENTS.filter((event) => event.start && event.start >= BUILD_DAY).map((event) => event.name);
  expect((await Promise.all((await upcoming.getByRole('list').all()).map(cardNames))).flat()).toEqual(builtUpcoming);
  expect(await cardNames(page.getByRole('list', { name: 'Cycling events, past events' }))).toEqual(['Sample Past Ride']);
  for (const event of EVENTS.filter((item) => item.start)) {
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: event.name, exact: true }) });
    await expect(card.locator('time')).toHaveAttribute('datetime', new RegExp(`^${event.start.slice(0, 10)}`));
  }
});

test("the Spider Route page shows the season and this season's calendar links from the sheet", async ({ browser }) => {
  const page = await pageOn(browser, VISIT_DAY);
  await page.goto('/bike-destinations/spider-route/');
  await expect(page.getByText('November to December; pick any day that suits you')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add to calendar for The Spider Route sample season' })).toHaveAttribute(
    'href',
    // An event's calendar address is its name and its start's year.
    `/events/the-spider-route-sample-season-${plus(BUILD_DAY, 2).slice(0, 4)}.ics`,
  );
  await expect(page.getByRole('link', { name: 'Google Calendar for The Spider Route sample season' })).toBeVisible();
});
