/**
 * When a page's scripts arrive, and when its app starts, on a throttled phone: two builds side by
 * side, to show what the `<head>` preloads of the paint-first scripts change (issue 25, step 2).
 *
 *   npm run bench -- script-hints --a /tmp/public-main --b public --runs 5 /shops /brands/bikes
 *
 * Each run is a cold visit in a fresh browser context under Slow 4G (150 ms RTT, 1.6 Mbit/s down,
 * 750 kbit/s up) and 4× CPU slowdown (Chrome DevTools Protocol), A and B alternating. Per route and
 * build it prints the medians, in ms from the start of the navigation: the first contentful paint,
 * when the first of the paint-first scripts was requested, when the last one had arrived, and when
 * React had hydrated the page (judged from outside, tests/support/hydration.ts). Both builds are
 * served by bench/lib/static-host.ts (sirv + gzip on 127.0.0.1). A benchmark: run it on a quiet machine.
 */
import type { Browser } from '@playwright/test';
import { launchChromium } from '../lib/lighthouse-runner';
import { loadAverage } from '../lib/machine';
import { serveFolder, type StaticHost } from '../lib/static-host';
import { median } from '../lib/stats';
import { positiveInteger, readArguments, UsageError } from '../../scripts/support/cli';
import { waitForHydration } from '../../tests/support/hydration';

const USAGE = 'npm run bench -- script-hints --a DIR --b DIR [--runs N] ROUTE...';

/** Lighthouse's mobile throttling (Slow 4G), applied by DevTools. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

/** The paint-first scripts: Gatsby's runtime, React and the app. */
const PAINT_FIRST_SCRIPT = /\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/;

interface Visit {
  fcp: number;
  scriptsRequested: number;
  scriptsArrived: number;
  hydrated: number;
}

async function visit(browser: Browser, origin: string, route: string): Promise<Visit> {
  const { devices } = await import('@playwright/test');
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(`${origin}${route}`, { waitUntil: 'commit' });
  await waitForHydration(page, { timeout: 60_000 });
  const hydrated = await page.evaluate(() => performance.now());
  const figures = await page.evaluate((pattern) => {
    const scripts = performance.getEntriesByType('resource').filter((entry) => new RegExp(pattern).test(new URL(entry.name).pathname)) as PerformanceResourceTiming[];
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    return {
      fcp,
      count: scripts.length,
      scriptsRequested: Math.min(...scripts.map((entry) => entry.startTime)),
      scriptsArrived: Math.max(...scripts.map((entry) => entry.responseEnd)),
    };
  }, PAINT_FIRST_SCRIPT.source);
  await context.close();
  if (figures.count < 3) throw new Error(`${route}: saw ${figures.count} of the 3 paint-first scripts`);
  return { fcp: figures.fcp, scriptsRequested: figures.scriptsRequested, scriptsArrived: figures.scriptsArrived, hydrated };
}

export async function run(args: readonly string[]): Promise<void> {
  const { values, positionals } = readArguments(args, { a: { type: 'string' }, b: { type: 'string' }, runs: { type: 'string' } }, USAGE, true);
  if (!values.a || !values.b || positionals.length === 0) throw new UsageError(`Give two built folders and at least one route.\nUsage: ${USAGE}`);
  const runs = positiveInteger(values.runs, 'runs', 5);
  const hosts: Record<'a' | 'b', StaticHost> = { a: await serveFolder(values.a), b: await serveFolder(values.b) };
  const browser = await launchChromium();
  try {
    console.log(`load before: ${loadAverage()}`);
    for (const route of positionals) {
      const results: Record<'a' | 'b', Visit[]> = { a: [], b: [] };
      for (let run = 1; run <= runs; run++) {
        for (const build of run % 2 ? (['a', 'b'] as const) : (['b', 'a'] as const)) results[build].push(await visit(browser, hosts[build].url, route));
      }
      for (const build of ['a', 'b'] as const) {
        const of = (key: keyof Visit) => Math.round(median(results[build].map((result) => result[key])));
        console.log(
          JSON.stringify({
            route,
            build,
            runs,
            fcp: of('fcp'),
            scriptsRequested: of('scriptsRequested'),
            scriptsArrived: of('scriptsArrived'),
            hydrated: of('hydrated'),
          }),
        );
      }
    }
    console.log(`load after: ${loadAverage()}`);
  } finally {
    await browser.close();
    await Promise.all([hosts.a.close(), hosts.b.close()]);
  }
}
