import type { Page } from '@playwright/test';

/** Waits until the site's service worker has installed (its precache is complete), is active and controls the page. */
export async function waitForWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });
}

/** Every address the page's origin has stored in the Cache API, by cache name (the precache and each runtime cache). */
export async function storedFiles(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const stored: Record<string, string[]> = {};
    for (const name of await caches.keys()) stored[name] = (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
    return stored;
  });
}

/** The stored addresses (any cache) whose script holds `text`. */
export async function storedScriptsHolding(page: Page, text: string): Promise<string[]> {
  return page.evaluate(async (needle) => {
    const found: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (!new URL(request.url).pathname.endsWith('.js')) continue;
        const response = await cache.match(request);
        if (response && (await response.text()).includes(needle)) found.push(new URL(request.url).pathname);
      }
    }
    return found;
  }, text);
}
