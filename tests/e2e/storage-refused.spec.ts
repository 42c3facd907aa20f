/**
 * A browser that stores nothing: Chrome's "Don't allow sites to save data", Firefox with cookies
 * blocked for the site and some privacy browsers make merely reading `window.localStorage` or
 * `window.sessionStorage` throw a SecurityError. Every page must keep what the server rendered
 * once the app starts, and the forms must still send. A damaged draft (JSON `null`, `true`, `0`,
 * `[]`) or a storage that refuses every write (a full quota) must not break the forms either.
 *
 * One build with forms set up (a copy of data/ with a forms.json aimed at a stand-in form host
 * on 127.0.0.1), so the forms are there to test.
 */
import type { Browser, Page } from '@playwright/test';
import { test, expect } from '../support/e2e/test';
import { serveFolder } from '../../bench/lib/static-host';
import type { IsolatedSite } from '../support/e2e/isolated-site';
import type { StandInFormHost } from '../support/stand-in-form-host';
import { buildWithStandInForms, SUGGEST_FIELDS, type SiteWithForms } from '../support/e2e/site-with-stand-in-forms';
import { waitForHydration } from '../support/hydration';
import { draftKey } from '../../src/lib/form-draft';

const SUGGEST = SUGGEST_FIELDS;

/** The addresses visited, in one place (the trailing-slash policy may change them). */
const SUGGEST_SHOPS = '/suggest/shops/';
const REPORT_PAGE = '/suggest/report/shops/tryon-makati/';
const REPORT_STORE = 'report/shops/tryon-makati';
const ROUTES = ['/', '/shops/', '/events/', '/brands/', '/brands/bikes/', '/cycling-groups/', '/saved/', SUGGEST_SHOPS, REPORT_PAGE, '/editors/', '/about/'];

const NOT_KEPT = 'This browser does not keep your answers on this device';

let forms: SiteWithForms | null = null;
let host: StandInFormHost | null = null;
let site: IsolatedSite | null = null;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(20 * 60_000); // a whole Gatsby build on a shared machine
  forms = await buildWithStandInForms(serveFolder, 'padyak-storage-data-');
  ({ host, site } = forms);
});

test.afterAll(async () => {
  test.setTimeout(5 * 60_000);
  await forms?.close();
});

/** Reading `localStorage` or `sessionStorage` throws, as Chrome does when the site may not save data. */
function refuseStorage(): void {
  for (const name of ['localStorage', 'sessionStorage']) {
    Object.defineProperty(window, name, {
      configurable: true,
      get() {
        throw new DOMException(`Failed to read the '${name}' property from 'Window': Access is denied for this document.`, 'SecurityError');
      },
    });
  }
}

/** Every write throws, as a full quota (or old Safari's private mode) does; reading still works. */
function refuseWrites(): void {
  Storage.prototype.setItem = function setItem() {
    throw new DOMException("Failed to execute 'setItem' on 'Storage': Setting the value exceeded the quota.", 'QuotaExceededError');
  };
}

interface Visit {
  page: Page;
  /** Every uncaught error on the page, in order. */
  errors: string[];
}

async function open(browser: Browser, options: { javaScriptEnabled?: boolean; init?: () => void } = {}): Promise<Visit> {
  const context = await browser.newContext({ javaScriptEnabled: options.javaScriptEnabled ?? true, baseURL: site!.url });
  if (options.init) await context.addInitScript(options.init);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

/** Waits until the app has started (hydrated, its first effects run), or until the page throws; either way no error may have fired. */
async function appStarted({ page, errors }: Visit): Promise<void> {
  if (errors.length === 0) {
    const thrown = new Promise<void>((resolve) => page.once('pageerror', () => resolve()));
    await Promise.race([waitForHydration(page), thrown]);
  }
  expect(errors, 'errors on the page as the app starts').toEqual([]);
}

/** The page's heading as the server rendered it (JavaScript off). */
async function serverHeading(browser: Browser, route: string): Promise<string> {
  const { page } = await open(browser, { javaScriptEnabled: false });
  await page.goto(route);
  const heading = (await page.locator('main h1').first().innerText()).trim();
  await page.context().close();
  return heading;
}

test.describe('with localStorage and sessionStorage refused', () => {
  for (const route of ROUTES) {
    test(`${route} keeps its content once the app starts`, async ({ browser }) => {
      const heading = await serverHeading(browser, route);
      expect(heading).not.toBe('');
      const visit = await open(browser, { init: refuseStorage });
      const { page, errors } = visit;
      await page.goto(route);
      await appStarted(visit);
      await expect(page.locator('main h1').first()).toHaveText(heading);
      await expect(page.getByRole('main')).toContainText(heading);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  test('the suggest form says once that answers are not kept, and still reaches the form host', async ({ browser }) => {
    const visit = await open(browser, { init: refuseStorage });
    const { page, errors } = visit;
    await page.goto(SUGGEST_SHOPS);
    await appStarted(visit);
    await expect(page.getByText(NOT_KEPT)).toHaveCount(1);
    await page.getByLabel('Name', { exact: true }).fill('Bike Lab');
    await page.getByLabel('City or municipality').fill('Las Pinas');
    // data:check's checks still run as the visitor types.
    await expect(page.getByText("'Las Pinas' was read as 'Las Piñas' (Metro Manila).")).toBeVisible();
    await page.getByLabel('City or municipality').fill('Pasig');
    await page.getByRole('button', { name: 'Continue to the form' }).click();
    await page.waitForURL((url) => url.origin === host!.origin);
    const arrived = host!.arrived.at(-1)!;
    expect(arrived.searchParams.get(SUGGEST.name)).toBe('Bike Lab');
    expect(arrived.searchParams.get(SUGGEST.location)).toBe('Pasig');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('/saved says it cannot keep saved items on this device', async ({ browser }) => {
    const visit = await open(browser, { init: refuseStorage });
    const { page, errors } = visit;
    await page.goto('/saved/');
    await appStarted(visit);
    await expect(page.getByText('This browser does not keep saved items on this device')).toBeVisible();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

test('with storage working, the forms do not claim answers are not kept', async ({ browser }) => {
  const visit = await open(browser);
  const { page, errors } = visit;
  await page.goto(SUGGEST_SHOPS);
  await appStarted(visit);
  await page.getByLabel('Name', { exact: true }).fill('Bike Lab');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Bike Lab');
  await expect(page.getByText(NOT_KEPT)).toHaveCount(0);
  await page.goto('/saved/');
  await appStarted(visit);
  await expect(page.getByText('Nothing Saved Yet')).toBeVisible();
  await expect(page.getByText('This browser does not keep saved items on this device')).toHaveCount(0);
  expect(errors).toEqual([]);
  await page.context().close();
});

const FORMS = [
  { route: SUGGEST_SHOPS, store: 'shops', field: 'Name', exact: true, value: 'Bike Lab' },
  { route: REPORT_PAGE, store: REPORT_STORE, field: 'Details', exact: false, value: 'Closed since March' },
];

for (const stored of ['null', 'true', '0', '[]', '"text"', '{"name":{"nested":"x"}}', '{"name":5,"details":true}', '{not json']) {
  for (const form of FORMS) {
    test(`a stored draft of ${stored} on ${form.route} is dropped and replaced`, async ({ browser }) => {
      const visit = await open(browser);
      const { page, errors } = visit;
      await page.goto(form.route);
      await appStarted(visit);
      await page.evaluate(({ key, value }) => window.localStorage.setItem(key, value), { key: draftKey(form.store), value: stored });
      await page.reload();
      await appStarted(visit);
      const field = page.getByLabel(form.field, { exact: form.exact });
      await expect(field).toHaveValue('');
      await field.fill(form.value);
      await page.reload();
      await appStarted(visit);
      // The damaged draft was replaced: what was typed comes back.
      await expect(page.getByLabel(form.field, { exact: form.exact })).toHaveValue(form.value);
      await expect(page.getByText(NOT_KEPT)).toHaveCount(0);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
}

for (const form of FORMS) {
  test(`on ${form.route}, writes that throw (a full quota) leave the form working, through a reload`, async ({ browser }) => {
    const visit = await open(browser, { init: refuseWrites });
    const { page, errors } = visit;
    await page.goto(form.route);
    await appStarted(visit);
    await expect(page.getByText(NOT_KEPT)).toHaveCount(1);
    if (form.route === SUGGEST_SHOPS) {
      await page.getByLabel('Name', { exact: true }).fill('Bike Lab');
      await page.getByLabel('City or municipality').fill('Las Pinas');
      await expect(page.getByText("'Las Pinas' was read as 'Las Piñas' (Metro Manila).")).toBeVisible();
    } else {
      await page.getByRole('radio', { name: 'Location wrong' }).check();
      await page.getByLabel('Details').fill('Las Pinass');
      await expect(page.getByText("did you mean 'Las Piñas'?")).toBeVisible();
    }
    await page.reload();
    await appStarted(visit);
    await expect(page.getByRole('button', { name: 'Continue to the form' })).toBeVisible();
    await expect(page.getByText(NOT_KEPT)).toHaveCount(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });
}
