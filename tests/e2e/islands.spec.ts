import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/e2e/test';
import { waitForHydration } from '../support/hydration';

/**
 * Static islands (src/components/StaticIsland): on the page a visitor loads, headings, text,
 * card bodies and the header and tab links keep the server's HTML and are not hydrated;
 * the controls are. Pages reached in the app and cards mounted later render normally.
 * Every test here also fails on any console error, so a hydration mismatch fails it.
 */

/** React marks each DOM node it hydrated or created with an own `__reactFiber…` property. */
function reactOwns(locator: Locator): Promise<boolean> {
  return locator.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** Set on the loaded document: still there after a click only if the app navigated without a page load. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
}
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

test('on a loaded page the static parts keep their server HTML unhydrated, and the save toggle works', async ({ page }) => {
  await open(page, '/shops/');
  const card = page.getByRole('list', { name: 'Bike shops' }).getByRole('listitem').first();
  const nav = page.getByRole('navigation', { name: 'Main' });
  const tabIcon = nav.getByRole('link', { name: 'Shops' }).locator('span').first();
  for (const staticPart of [page.getByRole('heading', { level: 1 }), card.getByRole('heading', { level: 2 }), tabIcon]) {
    await expect(staticPart).toBeVisible();
    expect(await reactOwns(staticPart)).toBe(false);
  }
  // The tab link itself is React's (it keeps aria-current right); its content is not.
  expect(await reactOwns(nav.getByRole('link', { name: 'Shops' }))).toBe(true);
  const save = card.getByRole('button', { name: /^Save / });
  expect(await reactOwns(save)).toBe(true);
  await expect(save).toBeEnabled();
  await save.click();
  await expect(card.getByRole('button', { name: /^Remove .* from saved$/ })).toHaveAttribute('aria-pressed', 'true');
  // The search box is hydrated: typing filters the list.
  await page.getByRole('searchbox').fill('zzzz no such shop');
  await expect(page.getByText('No Shops Found')).toBeVisible();
});

test('the tabs and the header links navigate in the app, and the new page and its tab are current', async ({ page }) => {
  await open(page, '/about/');
  await markDocument(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Shops' }).click();
  await expect(page).toHaveURL('/shops/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bike Shops');
  await expect(nav.getByRole('link', { name: 'Shops' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  // Cards of a page reached in the app render their content.
  await expect(page.getByRole('list', { name: 'Bike shops' }).getByRole('listitem').first().getByRole('heading', { level: 2 })).not.toBeEmpty();
  await page.getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Padyak Hub/ })
    .click();
  await expect(page).toHaveURL('/');
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  expect(await sameDocument(page)).toBe(true);
});

test('a same-site link inside static text opens in the app, and the keyboard can follow it', async ({ page }) => {
  await open(page, '/brands/');
  await markDocument(page);
  const helmet = page.getByRole('list', { name: 'Brand categories' }).getByRole('link', { name: 'Helmet' });
  await helmet.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Helmet Brands');
  expect(await sameDocument(page)).toBe(true);
  // Back returns to the list, in the app too.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bike Brands');
  expect(await sameDocument(page)).toBe(true);
});

test('cards mounted again after a search show their content, the same as the server wrote', async ({ page }) => {
  await open(page, '/content-creators/');
  const list = page.getByRole('list', { name: 'Content Creators' });
  const before = await list.getByRole('listitem').allInnerTexts();
  expect(before.length).toBeGreaterThan(1);
  const search = page.getByRole('searchbox');
  await search.fill('zzzz no such name');
  await expect(list).toHaveCount(0);
  await search.fill('');
  await expect(list.getByRole('listitem')).toHaveCount(before.length);
  expect(await list.getByRole('listitem').allInnerTexts()).toEqual(before);
  expect(await reactOwns(list.getByRole('listitem').first().getByRole('heading', { level: 2 }))).toBe(true);
});
