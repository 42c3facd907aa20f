import type { Page } from '@playwright/test';
import { test, expect } from '../support/e2e/test';
import { waitForHydration } from '../support/hydration';
import { motionCodeRan } from '../support/e2e/motion';

/**
 * Records every inline style the brand tiles and the heading get while a page
 * opens, so the test sees an entrance animation however fast it runs.
 */
async function stylesSeenWhileOpening(page: Page): Promise<string[]> {
  await page.goto('/brands/');
  await waitForHydration(page);
  const reduced = await page.evaluate(() => window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  // The animation code arrives on the visitor's first interaction (never for reduced motion): a key press here.
  const motionRan = reduced ? null : motionCodeRan(page);
  await page.keyboard.press('Shift');
  await motionRan;
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenStyles: string[] }).seenStyles = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        const element = record.target as HTMLElement;
        if (element.matches?.('main li, main h1')) seen.push(element.getAttribute('style') ?? '');
      }
      for (const record of records) {
        record.addedNodes.forEach((node) => {
          if (node instanceof HTMLElement) {
            node.querySelectorAll<HTMLElement>('li, h1').forEach((element) => seen.push(element.getAttribute('style') ?? ''));
          }
        });
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['style'] });
  });
  await page.getByRole('list', { name: 'Brand categories' }).getByRole('link', { name: 'Helmet' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Helmet Brands');
  await page.waitForTimeout(1500); // let any entrance animation run its course before reading the record
  return page.evaluate(() => (window as unknown as { seenStyles: string[] }).seenStyles);
}

test('tiles and headings enter with motion by default', async ({ page }) => {
  const seen = await stylesSeenWhileOpening(page);
  expect(seen.some((style) => /translate/.test(style))).toBe(true);
  // …and end fully visible in place.
  const last = await page.locator('main li').first().getAttribute('style');
  expect(last ?? '').not.toMatch(/opacity: 0[;.]/);
});

test('nothing moves for visitors who ask for reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const seen = await stylesSeenWhileOpening(page);
  expect(seen.filter((style) => /translate|opacity: 0[;.]/.test(style))).toEqual([]);
  await expect(page.locator('main li').first()).toBeVisible();
});

test('a page that is only read never downloads the motion code', async ({ page }) => {
  const motionScripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    if ((await response.text()).includes('data-framer-appear-id')) motionScripts.push(response.url());
  });
  await page.goto('/brands/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(motionScripts).toEqual([]);
  // …and the first interaction fetches it.
  const motionRan = motionCodeRan(page);
  await page.keyboard.press('Shift');
  await motionRan;
  await expect.poll(() => motionScripts.length).toBe(1);
});
