import { test, expect } from '../support/e2e/test';
import { allRoutes } from '../support/e2e/site-routes';

const tabs = [
  { label: 'Home', path: '/' },
  { label: 'Shops', path: '/shops/' },
  { label: 'Service', path: '/service/' },
  { label: 'Brands', path: '/brands/' },
  { label: 'Community', path: '/people-community/' },
];

test.describe('bottom navigation', () => {
  test('has exactly five tabs, each navigating to its route and marked current there', async ({ page }) => {
    await page.goto('/about/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveCount(5);
    for (const tab of tabs) {
      await nav.getByRole('link', { name: tab.label }).click();
      await expect(page).toHaveURL(tab.path);
      await expect(nav.getByRole('link', { name: tab.label })).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    }
  });

  for (const [path, parent] of [
    ['/brands/helmet/', 'Brands'],
    ['/bike-repaint/', 'Service'],
    ['/content-creators/', 'Community'],
    ['/events/', 'Home'],
  ] as const) {
    test(`${path} highlights its parent tab ${parent}`, async ({ page }) => {
      await page.goto(path);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: parent })).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    });
  }

  test('the fixed bars never cover the first or the last content of a page', async ({ page }) => {
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 720 });
      await page.goto('/about/');
      const header = await page.locator('header').first().boundingBox();
      const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
      expect(header && heading && heading.y >= header.y + header.height).toBe(true);
      // Scrolled to the end, the last content sits above the bottom bar. Scrolled again on each try:
      // the router may put the page back at the top when the app starts after the load event.
      await expect
        .poll(async () => {
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          const nav = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
          const lastContent = await page.locator('main > div > *').last().boundingBox();
          return Boolean(nav && lastContent && lastContent.y + lastContent.height <= nav.y);
        })
        .toBe(true);
    }
  });
});

test.describe('header', () => {
  test('the logo and name link home and the About button links to /about', async ({ page }) => {
    await page.goto('/shops/');
    await page.getByRole('banner').getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL('/about/');
    await page.getByRole('banner').getByRole('link', { name: 'Padyak Hub' }).click();
    await expect(page).toHaveURL('/');
  });
});

test('navigating from a scrolled page starts the next page at the top, and back still works', async ({ page }) => {
  // A long page, so there is somewhere to scroll to.
  await page.goto('/brands/bikes/');
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shops' }).click();
  await expect(page).toHaveURL('/shops/');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL('/brands/bikes/');
});

test.describe('unknown paths', () => {
  // The server answers an unknown path with 404 before the page sends the visitor home.
  test.use({ allowedConsoleErrors: /status of 404/ });

  test('end on the home page in the browser', async ({ page }) => {
    await page.goto('/no-such-page/at-all');
    await expect(page).toHaveURL('/');
    await expect(page).toHaveTitle('Home - Padyak Hub');
  });

  test('end on the home page without JavaScript too (meta refresh)', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/this-does-not-exist');
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle('Home - Padyak Hub');
    await context.close();
  });
});

test('every route has a title of the form "{Page} - Padyak Hub" and a meta description', async ({ page }) => {
  test.setTimeout(120_000);
  for (const route of allRoutes()) {
    const response = await page.goto(route.path);
    expect(response?.status(), route.path).toBe(200);
    await expect(page, route.path).toHaveTitle(`${route.title} - Padyak Hub`);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.trim().length, `${route.path} meta description`).toBeGreaterThan(10);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  }
});

test('no page scrolls sideways on a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const wider: string[] = [];
  for (const { path } of allRoutes()) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (overflow > 0) wider.push(`${path}: ${overflow} px`);
  }
  expect(wider).toEqual([]);
});
