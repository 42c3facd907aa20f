import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/e2e/test';
import { waitForHydration } from '../support/hydration';

const dataFile = (name: string) => readFileSync(path.resolve(__dirname, '../../data', name), 'utf8');
const csvRows = (name: string) => parse<Record<string, string>>(dataFile(name), { columns: true, skip_empty_lines: true, trim: true });

const INSTAGRAM = 'https://www.instagram.com/padyakhub/';

async function expectOneHeading(page: Page, text: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
  await expect(page.locator('h1')).toHaveCount(1);
}

async function expectExternal(link: Locator, href?: string) {
  if (href) await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
}

test.describe('About (/about)', () => {
  test('says what the project is and how owners reach it on Instagram', async ({ page }) => {
    await page.goto('/about/');
    await expect(page).toHaveTitle('About Us - Padyak Hub');
    await expectOneHeading(page, 'About Us');
    const main = page.getByRole('main');
    await expect(main).toContainText('independent');
    await expect(main).toContainText('not funded');
    await expect(main).toContainText('passion for cycling');
    await expect(main).toContainText(/not listed yet/);
    await expect(main).toContainText(/Promotion requests are welcome/);
    await expect(main).toContainText(/suggestions/);
    const handle = main.getByRole('link', { name: '@padyakhub', exact: true });
    await expectExternal(handle, INSTAGRAM);
    await expectExternal(main.getByRole('link', { name: 'Message us on Instagram' }), INSTAGRAM);
  });

  test('credits OpenStreetMap, linking to its licence, for shops that come from it', async ({ page }) => {
    await page.goto('/about/');
    const main = page.getByRole('main');
    await expect(main).toContainText('OpenStreetMap');
    await expectExternal(main.getByRole('link', { name: '© OpenStreetMap contributors, ODbL', exact: true }), 'https://www.openstreetmap.org/copyright');
  });
});

test.describe('Events (/events)', () => {
  const events = csvRows('events.csv');

  test('shows the heading, the hint, and one poster card per event in data/events.csv', async ({ page }) => {
    await page.goto('/events/');
    await expect(page).toHaveTitle('Cycling Events - Padyak Hub');
    await expectOneHeading(page, 'Cycling Events');
    await expect(page.getByText('Click on any event to learn more', { exact: true })).toBeVisible();
    // Upcoming (by month), "Date to be announced" and past events are lists of their own; tests/e2e/event-dates.spec.ts checks which goes where.
    const list = page.getByRole('main');
    await expect(list.getByRole('listitem')).toHaveCount(events.length);
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) {
      // The poster and name open the event's page here; its own site opens in a new tab.
      const card = list.getByRole('link', { name: event.name, exact: true });
      await expect(card).toHaveAttribute('href', /^\/events\/[a-z0-9-]+\/$/);
      await expect(card.getByRole('img', { name: `${event.name} poster`, exact: true })).toBeVisible();
      await expectExternal(list.getByRole('link', { name: `Event site for ${event.name}`, exact: true }), event.link);
    }
  });

  test('posters keep their box while they load: no layout shift', async ({ page }) => {
    await page.goto('/events/');
    const poster = page.getByRole('img', { name: `${events[0]?.name} poster`, exact: true });
    await expect.poll(() => poster.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
        }),
    );
    expect(shift).toBeLessThan(0.01);
  });
});

test.describe('Bike Destinations (/bike-destinations)', () => {
  const destinations = csvRows('destinations.csv');

  test('lists each destination, says more are coming, and opens The Spider Route', async ({ page }) => {
    await page.goto('/bike-destinations/');
    await waitForHydration(page);
    await expect(page).toHaveTitle('Bike Destinations - Padyak Hub');
    await expectOneHeading(page, 'Bike Destinations');
    const list = page.getByRole('list', { name: 'Bike destinations' });
    await expect(list.getByRole('listitem')).toHaveCount(destinations.length);
    await expect(page.getByText('More bike routes are coming soon, stay tuned!')).toBeVisible();
    const card = list.getByRole('link', { name: 'The Spider Route' });
    await expect(card).toHaveAttribute('href', '/bike-destinations/spider-route/');
    await expect(card).not.toHaveAttribute('target', '_blank');
    await card.click();
    await expect(page).toHaveURL('/bike-destinations/spider-route/');
    await expectOneHeading(page, 'The Spider Route');
  });
});

test.describe('The Spider Route (/bike-destinations/spider-route)', () => {
  test('shows the map, the challenge, and the video link out', async ({ page }) => {
    await page.goto('/bike-destinations/spider-route/');
    await expect(page).toHaveTitle('The Spider Route - Padyak Hub');
    await expectOneHeading(page, 'The Spider Route');

    const map = page.getByRole('img', { name: /^Illustrated map of The Spider Route/ });
    await expect(map).toBeVisible();
    await expect(map).toHaveAttribute('alt', /Antipolo/);
    await expect.poll(() => map.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

    const main = page.getByRole('main');
    for (const fact of ['9 or 12', 'Antipolo', 'single day', 'Strava', '100 km', 'November', 'December', 'award', 'sponsors', 'third season', '2025']) {
      await expect(main, fact).toContainText(fact);
    }
    await expect(main).toContainText('by Padyak Hub');

    const slideOne = (JSON.parse(dataFile('slides.json')) as { link: string | null }[])[0];
    const video = main.getByRole('link', { name: 'Watch Spider Route rides on YouTube' });
    await expectExternal(video, slideOne?.link ?? undefined);
    await expect(video.getByRole('img')).toBeVisible();
  });

  test('links back to all bike destinations', async ({ page }) => {
    await page.goto('/bike-destinations/spider-route/');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'All bike destinations' }).click();
    await expect(page).toHaveURL('/bike-destinations/');
  });
});
