/**
 * Without data/forms.json (the site's own data has none: the editors have no form yet), every
 * invite stays the Instagram message: the "Wrong or closed?" links, the owner invite, About and
 * the directory pages, and /suggest itself says to message us instead of showing a form.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '../support/e2e/test';
import { site } from '../../src/config/site';
import categories from '../../data/brand-categories.json';

/** The two lists owners look at most: the shops and every brand category. */
const OWNER_LISTS = ['/shops/', ...categories.map((category) => `/brands/${category.slug}/`)];

test('every "Wrong or closed?" link is the Instagram message', async ({ page }) => {
  for (const route of ['/shops/', '/brands/bikes/', '/cycling-groups/']) {
    await page.goto(route);
    const links = page.getByRole('link', { name: /Wrong or closed\?/ });
    expect(await links.count(), route).toBeGreaterThan(0);
    for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))) expect(href, route).toBe(site.instagramUrl);
  }
});

test('no page links to a suggest form, and /suggest asks for an Instagram message instead of showing a form', async ({ page }) => {
  for (const route of ['/', '/about/', '/cycling-photographers/']) {
    await page.goto(route);
    await expect(page.locator('a[href^="/suggest"]'), route).toHaveCount(0);
    await expect(page.locator(`a[href="${site.instagramUrl}"]`).first(), route).toBeVisible();
  }
  await page.goto('/suggest/shops/');
  await expect(page.locator('form')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Message us on Instagram/ })).toHaveAttribute('href', site.instagramUrl);
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain("form-action 'self';");
});

test('the shop list and every brand list invite an Instagram message, and link to no suggest form', async ({ page }) => {
  test.slow(); // nineteen pages, each started as a phone starts it
  for (const route of OWNER_LISTS) {
    await page.goto(route);
    const invite = page.locator('p', { hasText: 'Know one we should list?' });
    await expect(invite.getByRole('link', { name: 'Instagram', exact: true }), route).toHaveAttribute('href', site.instagramUrl);
    await expect(page.locator('a[href^="/suggest"]'), route).toHaveCount(0);
  }
});

test('/suggest/<list> without a form (the Instagram invite) is axe clean', async ({ page }) => {
  await page.goto('/suggest/shops/');
  await expect(page.getByRole('link', { name: /Message us on Instagram/ })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => ({ id: violation.id, targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')) }))).toEqual([]);
});
