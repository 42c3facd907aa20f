import { test, expect } from '../support/e2e/test';
import { siteData } from '../support/e2e/data';

const data = siteData();

test('a shop, a brand and a community listing saved from their cards appear on the Saved page', async ({ page }) => {
  const shop = data.shops[0]!;
  const brand = data.brands.find((item) => item.category === 'helmet')!;
  const listing = data.listings.find((item) => item.directory === 'content-creators')!;

  for (const [path, name] of [
    ['/shops/', shop.name],
    ['/brands/helmet/', brand.name],
    ['/content-creators/', listing.name],
  ] as const) {
    await page.goto(path);
    const save = page.getByRole('button', { name: `Save ${name}`, exact: true });
    await expect(save).toBeEnabled();
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await save.click();
    await expect(page.getByRole('button', { name: `Remove ${name} from saved` })).toHaveAttribute('aria-pressed', 'true');
    // Saving does not follow the card's link.
    await expect(page).toHaveURL(path);
  }

  await page.goto('/saved/');
  const saved = page.getByRole('list', { name: 'Saved' });
  for (const name of [shop.name, brand.name, listing.name]) {
    await expect(saved.getByRole('heading', { name, exact: true })).toBeVisible();
  }

  // The choice survives a reload of the listing page.
  await page.goto('/shops/');
  await expect(page.getByRole('button', { name: `Remove ${shop.name} from saved` })).toHaveAttribute('aria-pressed', 'true');
});
