/**
 * Viewing the site talks to no other host: every image a visitor sees is served by the site
 * itself. Every route is opened, scrolled to its end so every lazy image loads, and every request
 * the page makes is recorded. The only allowed hosts are this machine's (the site and, under
 * build:test, the auth stand-in). Anything else is aborted, so nothing leaves the machine,
 * and counted.
 */
import { test, expect } from '../support/e2e/test';
import { waitForHydration } from '../support/hydration';
import { allRoutes } from '../support/e2e/site-routes';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

function isOffsite(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  if (protocol === 'data:' || protocol === 'blob:') return false;
  return !LOCAL_HOSTS.has(hostname);
}

for (const { path } of allRoutes()) {
  test(`${path} makes no request to another host`, async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.route(
      (url) => isOffsite(url.href),
      (route) => route.abort('blockedbyclient'),
    );
    await page.goto(path);
    await waitForHydration(page);
    // Bring every lazy image into view, a screen at a time, as a visitor scrolling down would.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
      }
    });
    await page.waitForLoadState('networkidle');
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.filter(isOffsite)).toEqual([]);
  });
}
