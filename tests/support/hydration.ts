import type { Page } from '@playwright/test';

/**
 * Waits until React has hydrated the page, judged from outside (the site carries no
 * mark for tests). React keeps its fiber on every DOM node it hydrates, under a
 * `__reactFiber$…` key, and the outermost element of the page (Gatsby's focus wrapper
 * inside #___gatsby) is the last one it claims; the commit follows in the same task.
 * An idle callback then lets the first render's effects run (event listeners, the list
 * state read from the URL), since the browser is idle only once that queued work is done.
 * Shared by the browser tests and the scripts that drive a browser (bench, count-hydration).
 */
export async function waitForHydration(page: Page, options: { timeout?: number } = {}): Promise<void> {
  await page.waitForFunction(
    () => {
      const outermost = document.getElementById('___gatsby')?.firstElementChild;
      return outermost != null && Object.keys(outermost).some((key) => key.startsWith('__reactFiber$'));
    },
    undefined,
    { timeout: options.timeout },
  );
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
}
