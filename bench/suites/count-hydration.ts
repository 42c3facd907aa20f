/**
 * How much React work a page's first load does, counted instead of timed (so a busy
 * machine gives the same answer): the fibers React creates while it hydrates the
 * static HTML (components, and the elements and texts it adopts), read through the
 * hook React DevTools uses, on a served production build.
 *
 *   npx gatsby serve --port 9000 &   then   npm run bench -- count-hydration http://127.0.0.1:9000 / /shops
 *
 * Prints one JSON line per route: components (function, class, forwardRef, memo),
 * host (elements and texts), and the commits React made before the page went quiet.
 */
import { devices } from '@playwright/test';
import { launchChromium } from '../lib/lighthouse-runner';
import { waitForHydration } from '../../tests/support/hydration';
import { readArguments, UsageError } from '../../scripts/support/cli';

export interface HydrationCounts {
  components: number;
  host: number;
  commits: number;
}

/** React's tags: 0 function, 1 class, 11 forwardRef, 14 memo, 15 simple memo; 5 element, 6 text. */
const HOOK = `
  (() => {
    const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
    const HOST_TAGS = new Set([5, 6]);
    const counts = { components: 0, host: 0, commits: 0 };
    window.hydrationCounts = counts;
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject() { return 1; },
      onScheduleFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      onCommitFiberRoot(id, root) {
        counts.commits += 1;
        if (counts.commits > 1) return; // the hydrating commit only
        const stack = [root.current];
        while (stack.length) {
          const fiber = stack.pop();
          if (COMPONENT_TAGS.has(fiber.tag)) counts.components += 1;
          else if (HOST_TAGS.has(fiber.tag)) counts.host += 1;
          if (fiber.child) stack.push(fiber.child);
          if (fiber.sibling) stack.push(fiber.sibling);
        }
      },
    };
  })();
`;

/** The counts of one route's first load, in a fresh Chromium (Pixel 7); also used by bench/suites/ab.ts. */
export async function countHydration(baseUrl: string, route: string): Promise<HydrationCounts> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'] });
    const page = await context.newPage();
    // A string, not a function: tsx would wrap a function's inner functions in helpers the page does not have.
    await page.addInitScript(HOOK);
    await page.goto(`${baseUrl}${route}`);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    return await page.evaluate(() => (window as unknown as { hydrationCounts: HydrationCounts }).hydrationCounts);
  } finally {
    await browser.close();
  }
}

export async function run(args: readonly string[]) {
  const usage = 'npm run bench -- count-hydration <base url> <route>…';
  const [baseUrl, ...routes] = readArguments(args, {}, usage, true).positionals;
  if (!baseUrl || routes.length === 0) throw new UsageError(`Give the site's address and at least one route.\nUsage: ${usage}`);
  for (const route of routes) console.log(JSON.stringify({ route, ...(await countHydration(baseUrl, route)) }));
}
