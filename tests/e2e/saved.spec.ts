import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import { test, expect } from '../support/e2e/test';
import { createAccount, signIn, uniqueEmail } from '../support/e2e/auth-server';

const SAVED_KEY = 'padyak-hub-saved';

/** A real shop from the build's own data, so the test follows the data. */
function aShop(): { key: string; name: string; location: string } {
  const file = path.resolve(__dirname, '../../public/page-data/shops/page-data.json');
  const data = JSON.parse(readFileSync(file, 'utf8')) as { result: { data: { allShop: { nodes: { key: string; name: string; location: string }[] } } } };
  const shop = data.result.data.allShop.nodes[0];
  if (!shop) throw new Error('the build has no shops');
  return shop;
}

/** The first entry of a built page's list (a brand category or a directory), as the page has it. */
function firstOf(page: string, list: 'allBrand' | 'allListing'): { key: string; name: string } {
  const file = path.resolve(__dirname, `../../public/page-data/${page}/page-data.json`);
  const data = JSON.parse(readFileSync(file, 'utf8')) as { result: { data: Record<string, { nodes: { key: string; name: string }[] }> } };
  const node = data.result.data[list]?.nodes[0];
  if (!node) throw new Error(`the build has no entries on /${page}`);
  return node;
}

/** What a visitor's earlier save left in the browser (the toggle on the shop cards writes the same). */
function savedDocument(items: { kind: string; id: string; name: string }[]) {
  return JSON.stringify({ version: 1, entries: items.map((item, index) => ({ ...item, saved: true, at: Date.now() - 1000 + index })) });
}

async function deviceWith(browser: Browser, items: { kind: string; id: string; name: string }[] = []): Promise<BrowserContext> {
  const context = await browser.newContext();
  if (items.length) {
    await context.addInitScript(
      ([key, value]) => {
        if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
      },
      [SAVED_KEY, savedDocument(items)] as const,
    );
  }
  return context;
}

test('the Saved page without saved items shows an empty state', async ({ page }) => {
  await page.goto('/saved/');
  await expect(page).toHaveTitle('Saved - Padyak Hub');
  await expect(page.getByRole('heading', { level: 1, name: 'Saved' })).toBeVisible();
  await expect(page.getByText('Nothing Saved Yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse bike shops' })).toHaveAttribute('href', '/shops/');
});

test('the header links to the Saved page', async ({ page }) => {
  await page.goto('/about/');
  await page.getByRole('banner').getByRole('link', { name: 'Saved' }).click();
  await expect(page).toHaveURL('/saved/');
});

test('a saved shop shows as its card, with a pressed toggle that removes it', async ({ browser }) => {
  const shop = aShop();
  const context = await deviceWith(browser, [{ kind: 'shop', id: shop.key, name: shop.name }]);
  const page = await context.newPage();
  await page.goto('/saved/');
  const list = page.getByRole('list', { name: 'Saved' });
  await expect(list.getByRole('heading', { name: shop.name })).toBeVisible();
  await expect(list.getByText(shop.location, { exact: false }).first()).toBeVisible();
  const toggle = list.getByRole('button', { name: `Remove ${shop.name} from saved` });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  await expect(page.getByText('Nothing Saved Yet')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Nothing Saved Yet')).toBeVisible();
  await context.close();
});

test('a saved brand and a saved community listing show as their tiles, each with its own toggle', async ({ browser }) => {
  const brand = firstOf('brands/helmet', 'allBrand');
  const listing = firstOf('content-creators', 'allListing');
  const context = await deviceWith(browser, [
    { kind: 'brand', id: brand.key, name: brand.name },
    { kind: 'listing', id: listing.key, name: listing.name },
  ]);
  const page = await context.newPage();
  await page.goto('/saved/');
  const list = page.getByRole('list', { name: 'Saved' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByText('Helmet brand')).toBeVisible();
  await expect(list.getByText('Content Creators')).toBeVisible();
  await expect(list.getByRole('heading', { name: brand.name })).toBeVisible();
  await list.getByRole('button', { name: `Remove ${brand.name} from saved` }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('heading', { name: listing.name })).toBeVisible();
  await expect(list.getByRole('button', { name: `Remove ${listing.name} from saved` })).toHaveAttribute('aria-pressed', 'true');
  await context.close();
});

test('a saved listing that left the data is shown as removed, not as an error', async ({ browser }) => {
  const context = await deviceWith(browser, [{ kind: 'shop', id: 'long-gone-cycles-nowhere', name: 'Long Gone Cycles' }]);
  const page = await context.newPage();
  await page.goto('/saved/');
  await expect(page.getByRole('heading', { name: 'Long Gone Cycles' })).toBeVisible();
  await expect(page.getByText('no longer listed')).toBeVisible();
  await page.getByRole('button', { name: 'Remove Long Gone Cycles from saved' }).click();
  await expect(page.getByText('Nothing Saved Yet')).toBeVisible();
  await context.close();
});

test('saved on one phone, seen on another after signing in; a removal there reaches the first', async ({ browser }) => {
  const shop = aShop();
  const email = uniqueEmail('two-phones');
  await createAccount(email);

  // Phone A saved the shop while signed out, then signs in: the list goes to the account.
  const phoneA = await deviceWith(browser, [{ kind: 'shop', id: shop.key, name: shop.name }]);
  const pageA = await phoneA.newPage();
  await pageA.goto('/saved/');
  await expect(pageA.getByRole('heading', { name: shop.name })).toBeVisible();
  await signIn(pageA, email);
  await expect(pageA.getByText('kept on your account')).toBeVisible();

  // Phone B has nothing until it signs in.
  const phoneB = await deviceWith(browser);
  const pageB = await phoneB.newPage();
  await pageB.goto('/saved/');
  await expect(pageB.getByText('Nothing Saved Yet')).toBeVisible();
  await signIn(pageB, email);
  const listB = pageB.getByRole('list', { name: 'Saved' });
  await expect(listB.getByRole('heading', { name: shop.name })).toBeVisible();

  // Removing it on phone B removes it from the account; phone A sees that on its next visit.
  await listB.getByRole('button', { name: `Remove ${shop.name} from saved` }).click();
  await expect(pageB.getByText('Nothing Saved Yet')).toBeVisible();
  await expect
    .poll(async () => {
      await pageA.reload();
      await expect(pageA.getByRole('heading', { level: 1, name: 'Saved' })).toBeVisible();
      return pageA.getByRole('heading', { name: shop.name }).count();
    })
    .toBe(0);
  await expect(pageA.getByText('Nothing Saved Yet')).toBeVisible();
  await phoneA.close();
  await phoneB.close();
});
