import { test, expect } from '../support/e2e/test';
import { waitForHydration } from '../support/hydration';

/**
 * A page's text is painted before any of its JavaScript runs (src/gatsby/paint-first.ts):
 * React and the app start after the first contentful paint, even when the scripts come from
 * the cache, and the page then hydrates as before. The first script of the app to run is the
 * first to touch webpack's chunk list, `self.webpackChunkpadyak_hub`; an init script notes
 * when that happens, and when the browser paints the page's first content.
 */

declare global {
  interface Window {
    paintOrder?: { firstPaint?: number; firstScript?: number };
  }
}

for (const path of ['/', '/shops/', '/brands/bikes/']) {
  test(`${path} paints its content before its scripts run, also with the scripts in the cache`, async ({ page }) => {
    await page.addInitScript(() => {
      const order: NonNullable<Window['paintOrder']> = (window.paintOrder = {});
      new PerformanceObserver((list) => {
        const paint = list.getEntries().find((entry) => entry.name === 'first-contentful-paint');
        if (paint) order.firstPaint ??= paint.startTime;
      }).observe({ type: 'paint', buffered: true });
      let chunks: unknown;
      Object.defineProperty(window, 'webpackChunkpadyak_hub', {
        configurable: true,
        get: () => {
          order.firstScript ??= performance.now();
          return chunks;
        },
        set: (value) => {
          order.firstScript ??= performance.now();
          chunks = value;
        },
      });
    });
    // The first visit fills the cache; the second is the one where a script could beat the paint.
    for (const visit of ['first visit', 'second visit']) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const order = await page.evaluate(() => window.paintOrder);
      expect(order?.firstPaint, `${visit}: first contentful paint`).toBeGreaterThan(0);
      expect(order?.firstScript, `${visit}: the app's first script ran`).toBeGreaterThan(order!.firstPaint!);
    }
  });
}
