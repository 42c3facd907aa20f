/**
 * Suggestions and reports reach the editors' own form (issue 30), with JavaScript on and off:
 * a copy of the site's data with a forms.json aimed at a stand-in form host on 127.0.0.1,
 * built with PADYAK_DATA_DIR in a throwaway copy of the project. The browser must arrive at
 * the host with each answer under its entry id, spaces, ñ and commas encoded as a form sends them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page, Route } from '@playwright/test';
import { test, expect } from '../support/e2e/test';
import { serveFolder } from '../../bench/lib/static-host';
import type { IsolatedSite } from '../support/e2e/isolated-site';
import type { StandInFormHost } from '../support/stand-in-form-host';
import { buildWithStandInForms, REPORT_FIELDS, SUGGEST_FIELDS, type SiteWithForms } from '../support/e2e/site-with-stand-in-forms';
import { storedFiles, waitForWorker } from '../support/e2e/service-worker';
import categories from '../../data/brand-categories.json';
import { suggestCopy } from '../../src/content/suggest';

const SUGGEST = SUGGEST_FIELDS;
const REPORT = REPORT_FIELDS;

const NOTE_LABEL = suggestCopy.noteLabel;

let forms: SiteWithForms | null = null;
let host: StandInFormHost | null = null;
let site: IsolatedSite | null = null;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(20 * 60_000); // a whole Gatsby build on a shared machine
  forms = await buildWithStandInForms(serveFolder, 'padyak-forms-data-');
  ({ host, site } = forms);
});

test.afterAll(async () => {
  test.setTimeout(5 * 60_000); // deleting a whole Gatsby build (with its .cache) on a loaded machine
  await forms?.close();
});

/** The answers the form host received in its last request, by field name (a field left empty is sent empty, as any form sends it, and left out here). */
function lastArrival(fields: Record<string, string>, form: string): Record<string, string> {
  const url = host!.arrived.at(-1);
  expect(url?.pathname).toBe(`/forms/d/e/${form}/viewform`);
  expect(url?.searchParams.get('usp')).toBe('pp_url');
  return Object.fromEntries(Object.entries(fields).flatMap(([field, entry]) => (url?.searchParams.get(entry) ? [[field, url.searchParams.get(entry) as string]] : [])));
}

async function newPage(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled, baseURL: site!.url });
  return context.newPage();
}

/** axe over the page as it is now (a finding shown, a duplicate, the offline note). */
async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  // A page opened from a card's link is a route change: its heading fades in over 0.5 s, and axe
  // would read a half-faded heading's contrast. The visitor reads it once it has entered.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('opacity', '1');
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((violation) => ({ id: violation.id, targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')) })),
    `axe violations with ${state}`,
  ).toEqual([]);
}

/** Opens a list page and follows its first card's "Wrong or closed?" link to that listing's report page. */
async function reportFirstCard(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await page
    .getByRole('article')
    .first()
    .getByRole('link', { name: /Wrong or closed\?/ })
    .click();
}

/**
 * Follows a card's "Wrong or closed?" link to the listing's report page on the site, picks a
 * reason, types the details, and sends it; returns the answers the host received.
 */
async function report(page: Page, card: ReturnType<Page['locator']>, reason: string, details: string): Promise<{ arrived: Record<string, string>; name: string }> {
  const name = (await card.getByRole('heading').innerText()).trim();
  await card.getByRole('link', { name: /Wrong or closed\?/ }).click();
  await page.waitForURL(/\/suggest\/report\//);
  await expect(page.getByText(`You are reporting ${name},`)).toBeVisible();
  await page.getByRole('radio', { name: reason }).check();
  await page.getByLabel('Details').fill(details);
  await page.getByRole('button', { name: 'Continue to the form' }).click();
  await page.waitForURL((url) => url.origin === host!.origin);
  await expect(page.getByRole('heading', { name: 'Stand-in form' })).toBeVisible();
  return { arrived: lastArrival(REPORT, 'report'), name };
}

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? 'JavaScript on' : 'JavaScript off';

  test(`${mode}: a new shop arrives at the form with its answers, ñ, spaces and commas encoded`, async ({ browser }) => {
    const page = await newPage(browser, javaScriptEnabled);
    await page.goto('/suggest/shops/');
    await page.getByLabel('Name', { exact: true }).fill('Bike Lab, Las Piñas');
    await page.getByLabel('City or municipality').fill('Las Piñas, Metro Manila');
    await page.getByLabel('Website or social page').fill('https://bikelab.example/');
    await page.getByLabel('How can we reach you? (optional)').fill('Ana Peña');
    await page.getByRole('button', { name: 'Continue to the form' }).click();
    await page.waitForURL((url) => url.origin === host!.origin);
    // As the browser sent it: a space as +, ñ as UTF-8 bytes, a comma escaped.
    expect(page.url()).toContain(`${SUGGEST.location}=Las+Pi%C3%B1as%2C+Metro+Manila`);
    expect(lastArrival(SUGGEST, 'suggest')).toEqual({
      list: 'shops',
      name: 'Bike Lab, Las Piñas',
      location: 'Las Piñas, Metro Manila',
      link: 'https://bikelab.example/',
      contact: 'Ana Peña',
    });
    await page.context().close();
  });

  test(`${mode}: a new brand arrives with its category`, async ({ browser }) => {
    const page = await newPage(browser, javaScriptEnabled);
    await page.goto('/suggest/brands/');
    await page.getByLabel('Category').selectOption({ label: 'Helmet' });
    await page.getByLabel('Name', { exact: true }).fill('Sample Helmet Co');
    await page.getByLabel('Website or social page').fill('https://helmet.example/');
    await page.getByRole('button', { name: 'Continue to the form' }).click();
    await page.waitForURL((url) => url.origin === host!.origin);
    expect(lastArrival(SUGGEST, 'suggest')).toEqual({ list: 'brands', category: 'helmet', name: 'Sample Helmet Co', link: 'https://helmet.example/' });
    await page.context().close();
  });

  test(`${mode}: "Wrong or closed?" on a shop card, a brand tile and a directory card sends a report with the listing, a reason and details`, async ({ browser }) => {
    const page = await newPage(browser, javaScriptEnabled);
    await page.goto('/shops/');
    const shop = await report(page, page.getByRole('article').first(), 'Location wrong', 'Las Piñas, Metro Manila');
    // As the browser sent it: a space as +, ñ as UTF-8 bytes, a comma escaped.
    expect(page.url()).toContain(`${REPORT.details}=Las+Pi%C3%B1as%2C+Metro+Manila`);
    expect(shop.arrived).toEqual({
      list: 'shops',
      key: expect.stringMatching(/^[a-z0-9-]+$/),
      name: shop.name,
      reason: 'Location wrong',
      details: 'Las Piñas, Metro Manila',
    });

    await page.goto('/brands/bikes/');
    const brand = await report(page, page.getByRole('article').first(), 'Something else', 'Logo is old, new one at Calle Peña');
    expect(brand.arrived).toEqual({
      list: 'brands',
      key: expect.stringMatching(/^bikes-/),
      name: brand.name,
      reason: 'Something else',
      details: 'Logo is old, new one at Calle Peña',
    });

    await page.goto('/cycling-groups/');
    const group = await report(page, page.getByRole('article').first(), 'Link wrong or dead', 'https://riders.example/las-piñas');
    expect(group.arrived).toEqual({
      list: 'cycling-groups',
      key: expect.stringMatching(/^cycling-groups-/),
      name: group.name,
      reason: 'Link wrong or dead',
      details: 'https://riders.example/las-piñas',
    });
    await page.context().close();
  });
}

test('a brand, which has no location, is not offered "Location wrong"; a shop is', async ({ browser }) => {
  const page = await newPage(browser, false);
  await reportFirstCard(page, '/brands/bikes/');
  // "Still correct" first, then the other reasons but "Location wrong".
  await expect(page.getByRole('radio')).toHaveCount(5);
  await expect(page.getByRole('radio').first()).toHaveAccessibleName('Still correct');
  await expect(page.getByRole('radio', { name: 'Location wrong' })).toHaveCount(0);
  await reportFirstCard(page, '/shops/');
  await expect(page.getByRole('radio', { name: 'Location wrong' })).toHaveCount(1);
  await page.context().close();
});

test('"Still correct", the first reason, confirms a listing in one tap and arrives as that reason', async ({ browser }) => {
  const page = await newPage(browser, true);
  await page.goto('/shops/');
  const shop = await report(page, page.getByRole('article').first(), 'Still correct', 'Called them today');
  expect(shop.arrived).toEqual({ list: 'shops', key: expect.stringMatching(/^[a-z0-9-]+$/), name: shop.name, reason: 'Still correct', details: 'Called them today' });
  await page.context().close();
});

test('the report pages are left out of the sitemap and ask search engines not to index them', async ({ browser }) => {
  const sitemap = readFileSync(path.join(site!.publicDir, 'sitemap-0.xml'), 'utf8');
  expect(sitemap).toContain('/suggest/shops/');
  expect(sitemap).not.toContain('/suggest/report/');
  const page = await newPage(browser, false);
  await page.goto('/suggest/report/shops/tryon-makati/');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await page.context().close();
});

test("with JavaScript on, a report's new link goes through data:check's link rules, and a bad one is held back", async ({ browser }) => {
  const page = await newPage(browser, true);
  await reportFirstCard(page, '/cycling-groups/');
  await page.waitForURL(/\/suggest\/report\/cycling-groups\//);
  await expectNoAxeViolations(page, 'the report page');
  await page.getByRole('radio', { name: 'Link wrong or dead' }).check();
  const details = page.getByLabel('Details');
  await details.fill('https://192.168.1.1/');
  // data:check's own sentence for that link cell (see tests/unit/lib/suggest-check.test.ts).
  await expect(page.getByText("'https://192.168.1.1/' points at 192.168.1.1, a private network address")).toBeVisible();
  await expect(details).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'a refused new link');
  const arrivedBefore = host!.arrived.length;
  await page.getByRole('button', { name: 'Continue to the form' }).click();
  await expect(details).toBeFocused();
  expect(page.url()).toContain('/suggest/report/cycling-groups/');
  expect(host!.arrived.length).toBe(arrivedBefore);
  // "Something else" takes free text: nothing to refuse.
  await page.getByRole('radio', { name: 'Something else' }).check();
  await expect(details).not.toHaveAttribute('aria-invalid', 'true');
  await page.context().close();
});

test("with JavaScript on, a report's new location is read against the place table, and the draft survives a reload", async ({ browser }) => {
  const page = await newPage(browser, true);
  await reportFirstCard(page, '/shops/');
  await page.waitForURL(/\/suggest\/report\/shops\//);
  await page.getByRole('radio', { name: 'Location wrong' }).check();
  await page.getByLabel('Details').fill('Las Pinass');
  await expect(page.getByText("did you mean 'Las Piñas'?")).toBeVisible();
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Location wrong' })).toBeChecked();
  await expect(page.getByLabel('Details')).toHaveValue('Las Pinass');
  await page.context().close();
});

test('the home page, About and every directory page offer the suggest form first, and the Instagram message still', async ({ browser }) => {
  const page = await newPage(browser, false);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Suggest a listing' })).toHaveAttribute('href', '/suggest/shops/');
  await expect(page.getByRole('link', { name: /on Instagram/ })).toBeVisible();
  await page.goto('/about/');
  await expect(page.getByRole('link', { name: 'Suggest a listing' })).toHaveAttribute('href', '/suggest/');
  // A directory with entries and one with none: each invites to its own list's form.
  for (const directory of ['cycling-groups', 'cycling-photographers']) {
    await page.goto(`/${directory}`);
    const invite = page.locator('p', { hasText: 'Know one we should list?' });
    await expect(invite.getByRole('link', { name: 'Suggest it here' }), directory).toHaveAttribute('href', `/suggest/${directory}/`);
    await expect(invite.getByRole('link', { name: 'Instagram', exact: true }), directory).toBeVisible();
  }
  await expect(page.getByRole('article')).toHaveCount(0);
  await page.goto('/cycling-groups/');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.goto('/suggest/');
  await expect(page.getByRole('link', { name: 'Suggest a cycling group' })).toHaveAttribute('href', '/suggest/cycling-groups/');
  await page.context().close();
});

test('the shop list and every brand list offer their own suggest form first, and the Instagram message still', async ({ browser }) => {
  const page = await newPage(browser, false);
  const lists: [string, string][] = [['/shops/', 'shops'], ...categories.map((category): [string, string] => [`/brands/${category.slug}/`, 'brands'])];
  for (const [route, list] of lists) {
    await page.goto(route);
    const invite = page.locator('p', { hasText: 'Know one we should list?' });
    await expect(invite.getByRole('link', { name: 'Suggest it here' }), route).toHaveAttribute('href', `/suggest/${list}/`);
    await expect(invite.getByRole('link', { name: 'Instagram', exact: true }), route).toBeVisible();
  }
  await page.context().close();
});

/** Records every breach of the page's Content-Security-Policy, as the browser reports it to the page. */
async function recordPolicyBreaches(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const breaches: string[] = [];
    (window as unknown as { policyBreaches: string[] }).policyBreaches = breaches;
    document.addEventListener('securitypolicyviolation', (event) => breaches.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const logged: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) logged.push(message.text());
  });
  return async () => [...(await page.evaluate(() => (window as unknown as { policyBreaches: string[] }).policyBreaches)), ...logged.splice(0)];
}

test("with JavaScript on, checking a suggestion and a report breaks nothing of the page's script policy (no eval probe)", async ({ browser }) => {
  const page = await newPage(browser, true);
  const breaches = await recordPolicyBreaches(page);
  await page.goto('/suggest/shops/');
  await page.getByLabel('Name', { exact: true }).fill('Bike Lab');
  await page.getByLabel('City or municipality').fill('Las Pinas');
  await expect(page.getByText("'Las Pinas' was read as 'Las Piñas' (Metro Manila).")).toBeVisible();
  expect(await breaches(), 'the suggest page').toEqual([]);
  await reportFirstCard(page, '/cycling-groups/');
  await page.waitForURL(/\/suggest\/report\/cycling-groups\//);
  await page.getByRole('radio', { name: 'Link wrong or dead' }).check();
  await page.getByLabel('Details').fill('https://192.168.1.1/');
  await expect(page.getByText("'https://192.168.1.1/' points at 192.168.1.1")).toBeVisible();
  expect(await breaches(), 'the report page').toEqual([]);
  await page.context().close();
});

test("the page policy lets a form go to the editors' form host and nowhere else", async ({ browser }) => {
  const page = await newPage(browser, true);
  await page.goto('/suggest/shops/');
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain(`form-action 'self' ${host!.origin};`);
  await page.context().close();
});

test("with JavaScript on, the form shows data:check's findings as the visitor types, and holds back an error", async ({ browser }) => {
  const page = await newPage(browser, true);
  await page.goto('/suggest/shops/');
  await page.getByLabel('Name', { exact: true }).fill('Bike Lab');
  await page.getByLabel('City or municipality').fill('Las Pinas');
  await expect(page.getByText("'Las Pinas' was read as 'Las Piñas' (Metro Manila).")).toBeVisible();
  await page.getByLabel('City or municipality').fill('Pasig');
  await page.getByLabel('Website or social page').fill('https://192.168.1.1/');
  const link = page.getByLabel('Website or social page');
  await expect(link).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText("'https://192.168.1.1/' points at 192.168.1.1, a private network address")).toBeVisible();
  await expectNoAxeViolations(page, 'an error shown under a field');
  const arrivedBefore = host!.arrived.length;
  await page.getByRole('button', { name: 'Continue to the form' }).click();
  await expect(link).toBeFocused();
  expect(page.url()).toContain('/suggest/shops/');
  expect(host!.arrived.length).toBe(arrivedBefore);
  await page.context().close();
});

test('with JavaScript on, a duplicate is caught by name and city, and by link, with a report link instead', async ({ browser }) => {
  const page = await newPage(browser, true);
  await page.goto('/suggest/shops/');
  await page.getByLabel('Name', { exact: true }).fill('tryon');
  await page.getByLabel('City or municipality').fill('Makati');
  await expect(page.getByRole('alert')).toContainText('Already listed as Tryon, Makati: report a change instead.');
  await expect(page.getByRole('alert').getByRole('link', { name: 'Report a change' })).toHaveAttribute('href', '/suggest/report/shops/tryon-makati/');

  await page.goto('/suggest/cycling-groups/');
  await page.getByLabel('Name', { exact: true }).fill('The Fireflies');
  await page.getByLabel('Website or social page').fill('https://www.fireflybrigade.org/');
  await expect(page.getByRole('alert')).toContainText('Already listed as Firefly Brigade: report a change instead.');
  await expectNoAxeViolations(page, 'a duplicate shown');
  await page.context().close();
});

test('with JavaScript on, a note longer than its limit is a finding under it, and is held back', async ({ browser }) => {
  const page = await newPage(browser, true);
  await page.goto('/suggest/shops/');
  await page.getByLabel('Name', { exact: true }).fill('Bike Lab');
  await page.getByLabel('City or municipality').fill('Pasig');
  const note = page.getByLabel(NOTE_LABEL);
  await note.fill('ñ'.repeat(501));
  await expect(page.getByText('The text is 501 characters long, more than the 500 accepted here; shorten it to a few sentences.')).toBeVisible();
  await expect(note).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'a note too long');
  const arrivedBefore = host!.arrived.length;
  await page.getByRole('button', { name: 'Continue to the form' }).click();
  await expect(note).toBeFocused();
  expect(host!.arrived.length).toBe(arrivedBefore);
  await note.fill('ñ'.repeat(500));
  await expect(page.getByText('The text is')).toHaveCount(0);
  await page.context().close();
});

test('with JavaScript on, answers each within its limit arrive whole, ñ and all, in an address under 8,000 characters', async ({ browser }) => {
  const page = await newPage(browser, true);
  await page.goto('/suggest/shops/');
  await page.getByLabel('Name', { exact: true }).fill('Bike Lab Ñ');
  await page.getByLabel('City or municipality').fill('Pasig');
  await page.getByLabel('How can we reach you? (optional)').fill('ñ'.repeat(500));
  await page.getByLabel(NOTE_LABEL).fill('ñ'.repeat(500));
  await page.getByRole('button', { name: 'Continue to the form' }).click();
  await page.waitForURL((url) => url.origin === host!.origin);
  expect(page.url().length).toBeLessThan(8000);
  expect(lastArrival(SUGGEST, 'suggest')).toMatchObject({ name: 'Bike Lab Ñ', contact: 'ñ'.repeat(500), note: 'ñ'.repeat(500) });
  await page.context().close();
});

test('with JavaScript on, answers whose form address would pass 8,000 characters (ñ written as %C3%B1) are held back with a sentence', async ({ browser }) => {
  const page = await newPage(browser, true);
  await page.goto('/suggest/events/');
  // Each answer within its own limit; together 10,000 characters once encoded, an 'ñ' being six.
  await page.getByLabel('Name', { exact: true }).fill('Ñ'.repeat(200));
  await page.getByLabel('Link to the poster').fill('https://ride.example/poster.png');
  await page.getByLabel('Website or social page').fill('https://ride.example/');
  await page.getByLabel('One line about it (optional)').fill('ñ'.repeat(500));
  await page.getByLabel('How can we reach you? (optional)').fill('ñ'.repeat(500));
  await page.getByLabel(NOTE_LABEL).fill('ñ'.repeat(500));
  const arrivedBefore = host!.arrived.length;
  await page.getByRole('button', { name: 'Continue to the form' }).click();
  await expect(page.getByRole('alert')).toContainText('Your answers are too long to send together');
  expect(page.url()).toContain('/suggest/events');
  expect(host!.arrived.length).toBe(arrivedBefore);
  await expectNoAxeViolations(page, 'answers too long together');
  // Shorter again, the sentence goes.
  await page.getByLabel(NOTE_LABEL).fill('');
  await page.getByLabel('One line about it (optional)').fill('');
  await expect(page.getByText('Your answers are too long to send together')).toHaveCount(0);
  await page.context().close();
});

test('with JavaScript on, the note and how to reach you are kept in the draft through a reload', async ({ browser }) => {
  const page = await newPage(browser, true);
  await page.goto('/suggest/shops/');
  await page.getByLabel('Name', { exact: true }).fill('Bike Lab');
  await page.getByLabel('How can we reach you? (optional)').fill('ana@mail.example');
  await page.getByLabel(NOTE_LABEL).fill('Open on Sundays, Peñafrancia St');
  await page.reload();
  await expect(page.getByLabel('How can we reach you? (optional)')).toHaveValue('ana@mail.example');
  await expect(page.getByLabel(NOTE_LABEL)).toHaveValue('Open on Sundays, Peñafrancia St');
  await page.context().close();
});

test('typing before the app starts is kept through a reload, and the app brings it back', async ({ browser }) => {
  const page = await newPage(browser, true);
  // The app's scripts are held back, as on a slow phone; the page's own inline script still runs.
  const holdApp = (route: Route) => route.abort();
  await page.route('**/*.js', holdApp);
  await page.goto('/suggest/shops/');
  await page.getByLabel('Name', { exact: true }).fill('Pedal Pusher Ñ');
  await page.getByLabel('City or municipality').fill('Pasig');
  await page.reload();
  await page.unroute('**/*.js', holdApp);
  await page.reload();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Pedal Pusher Ñ');
  await expect(page.getByLabel('City or municipality')).toHaveValue('Pasig');
  await page.context().close();
});

test('with JavaScript on, the draft survives a reload and going offline, and is sent when the connection is back', async ({ browser }) => {
  const page = await newPage(browser, true);
  await page.goto('/suggest/shops/');
  await page.getByLabel('Name', { exact: true }).fill('Pedal Pusher Ñ');
  await page.getByLabel('City or municipality').fill('Pasig');
  await page.reload();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Pedal Pusher Ñ');
  await expect(page.getByLabel('City or municipality')).toHaveValue('Pasig');
  await page.context().setOffline(true);
  await expect(page.getByText('You are offline. Your answers are kept on this device')).toBeVisible();
  await expectNoAxeViolations(page, 'the offline note');
  await page.getByRole('button', { name: 'Continue to the form' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Pedal Pusher Ñ');
  await page.context().setOffline(false);
  await expect(page.getByText('You are offline.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue to the form' }).click();
  await page.waitForURL((url) => url.origin === host!.origin);
  expect(lastArrival(SUGGEST, 'suggest')).toEqual({ list: 'shops', name: 'Pedal Pusher Ñ', location: 'Pasig' });
  // Back on the site, the visitor is asked whether it went through; yes clears the draft.
  await page.goBack();
  await page.reload();
  await page.getByRole('button', { name: 'Yes, clear my answers' }).click();
  await page.reload();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
  await page.context().close();
});

test.describe('offline on a first visit, before the checks were ever used', () => {
  // The checks are stored on first use (src/gatsby/write-service-worker.ts): offline, their script cannot be fetched.
  test.use({ allowedConsoleErrors: /Failed to load resource|net::ERR_/ });

  test('the form keeps the answers and says it is offline, without the checks; back online, the checks run and the form sends', async ({ browser }) => {
    const page = await newPage(browser, true);
    await page.goto('/suggest/shops/');
    await waitForWorker(page);
    expect((await storedFiles(page))['sheet-check'] ?? []).toEqual([]);
    await page.context().setOffline(true);
    const response = await page.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    await page.getByLabel('Name', { exact: true }).fill('Bike Lab');
    await page.getByLabel('City or municipality').fill('Las Pinas');
    await expect(page.getByText('You are offline. Your answers are kept on this device')).toBeVisible();
    await page.getByRole('button', { name: 'Continue to the form' }).click();
    await expect(page.getByLabel('City or municipality')).toHaveValue('Las Pinas');
    await expect(page.getByText("'Las Pinas' was read as 'Las Piñas' (Metro Manila).")).toHaveCount(0);

    await page.context().setOffline(false);
    await expect(page.getByText('You are offline.')).toHaveCount(0);
    await page.getByLabel('Name', { exact: true }).fill('Bike Lab Two');
    await expect(page.getByText("'Las Pinas' was read as 'Las Piñas' (Metro Manila).")).toBeVisible();
    await page.getByLabel('City or municipality').fill('Pasig');
    await page.getByRole('button', { name: 'Continue to the form' }).click();
    await page.waitForURL((url) => url.origin === host!.origin);
    expect(lastArrival(SUGGEST, 'suggest')).toEqual({ list: 'shops', name: 'Bike Lab Two', location: 'Pasig' });
    await page.context().close();
  });
});
