/**
 * Site benchmark: Lighthouse against the no-JavaScript floor, the JavaScript each route
 * fetches, and the site at 10,000 shops. Rewrites its own section of BENCHMARKS.md (keeping
 * every other section) and writes the raw figures to reports/bench.json.
 *
 *   npm run bench -- lighthouse
 *   npm run bench -- lighthouse --runs 3 --build-runs 3 --shops 10000 --keystrokes 20
 *   npm run bench -- lighthouse --skip-build       measure the public/ that is already built (no build times, no scale)
 *   npm run bench -- lighthouse --skip-build --runs 1 --route /shops    one route, one run (a smoke test, not a timing)
 *   npm run bench -- layout-gap         Lighthouse on every route and the layout-only page in the same rounds, with the
 *                                       main thread's CPU time from the same traces (bench/lib/layout-gap.ts)
 *   npm run bench -- phone-gap          the gap a phone feels: floor and site paint, and when /shops's search answers
 *                                       (Slow 4G, 4× CPU; on the public/ already built; bench/lib/phone-gap.ts)
 *
 * It rebuilds public/ and .cache/ in the folder it runs in (cold builds: both are removed
 * first), so run it in a working copy nobody else builds in. Needs no network: Lighthouse
 * drives the system Chromium (CHROMIUM_PATH, default /usr/bin/chromium) against a local server.
 * Timings are benchmarks, never asserted in tests; each figure is the median of the runs.
 *
 * The parts, one job each, are in bench/lib/: options, static host, no-JS floor,
 * Lighthouse runner, keystroke probe, cold build, targets and the Markdown report.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { htmlElements } from '../../src/lib/html-read';
import { firstLoadCssGzip, publicDir } from '../../tests/support/build-output';
import { scriptsFetchedOnLoad, totalGzip, type FetchedScript } from '../../tests/support/fetched-scripts';
import { writeFileAtomic } from '../../src/lib/node/atomic-write';
import { generateScaleData } from './scale-data';
import { coldBuild } from '../lib/cold-build';
import { keystrokeTimes } from '../lib/keystroke-probe';
import { CHROME_FLAGS, chromiumPath, launchChromium, lcpRatio, summarize, tryLighthouse, type LighthouseFigures } from '../lib/lighthouse-runner';
import { loadAverage, machineInfo } from '../lib/machine';
import { makeFloor } from '../lib/no-js-floor';
import { BENCH_ROOT, benchLog } from '../lib/output';
import { parseBenchOptions, type BenchOptions } from '../lib/options';
import { kb } from '../lib/markdown';
import { ms, updatedBenchmarks } from '../lib/report';
import type { BenchResults, FirstLoadRow, RouteLighthouse, ScaleResults } from '../lib/results';
import { serveFolder } from '../lib/static-host';
import { median } from '../lib/stats';

const root = BENCH_ROOT;
const log = benchLog('lighthouse');
const ok = <T>(value: T | null): value is T => value !== null;

function timedColdBuild(label: string, env: Record<string, string> = {}): number {
  const seconds = coldBuild(root, label, env);
  log(`${label} build: ${seconds.toFixed(1)} s (load ${loadAverage()})`);
  return seconds;
}

/** Per route, every script fetched in the first 5 s with no interaction, as the budget test counts it (a fresh browser each). */
async function fetchedOnLoad(url: string, route: string): Promise<FetchedScript[]> {
  const { devices } = await import('@playwright/test');
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'] });
    return await scriptsFetchedOnLoad(await context.newPage(), `${url}${route}`);
  } finally {
    await browser.close();
  }
}

/** The site built from a copy of data/ with `options.shops` generated shops: builds, HTML size, keystrokes, Lighthouse. */
async function measureScale(options: BenchOptions): Promise<ScaleResults> {
  const dataDir = generateScaleData(options.shops);
  log(`generated ${options.shops} shops in ${dataDir}`);
  try {
    const buildSeconds: number[] = [];
    for (let run = 1; run <= options.buildRuns; run++) buildSeconds.push(timedColdBuild(`scale-${run}`, { PADYAK_DATA_DIR: dataDir }));
    const htmlFile = path.join(publicDir, 'shops', 'index.html');
    const pageDataFile = path.join(publicDir, 'page-data', 'shops', 'page-data.json');
    const html = readFileSync(htmlFile, 'utf8');
    const server = await serveFolder(publicDir);
    try {
      const keystrokes = { fast: [] as number[], slow: [] as number[] };
      const hydrationMs = { fast: [] as number[], slow: [] as number[] };
      let domNodes = 0;
      for (let run = 1; run <= options.runs; run++) {
        const quick = await keystrokeTimes(server.url, 1, options.keystrokes);
        keystrokes.fast.push(...quick.times);
        hydrationMs.fast.push(quick.hydrationMs);
        domNodes = quick.domNodes;
        const throttled = await keystrokeTimes(server.url, 4, options.keystrokes);
        keystrokes.slow.push(...throttled.times);
        hydrationMs.slow.push(throttled.hydrationMs);
        log(`scale keystrokes run ${run}: median ${median(quick.times).toFixed(1)} ms (4x CPU slowdown: ${median(throttled.times).toFixed(1)} ms)`);
      }
      const lighthouseRuns: LighthouseFigures[] = [];
      const lighthouseFailures: string[] = [];
      for (let run = 1; run <= options.runs; run++) {
        const figures = await tryLighthouse(`${server.url}/shops/`, lighthouseFailures, log);
        if (figures) lighthouseRuns.push(figures);
        log(`scale lighthouse /shops run ${run}: performance ${figures?.scores.performance ?? 'failed'}`);
      }
      return {
        buildSeconds,
        html: { raw: statSync(htmlFile).size, gzip: gzipSync(html).length },
        pageData: { raw: statSync(pageDataFile).size, gzip: gzipSync(readFileSync(pageDataFile)).length },
        shopsInHtml: htmlElements(html, ['li']).length,
        keystrokes,
        hydrationMs,
        domNodes,
        lighthouse: summarize(lighthouseRuns),
        lighthouseFailures,
      };
    } finally {
      await server.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The JavaScript each route fetches in 5 s, and every route on the site and on its no-JS floor in Lighthouse, pair by pair. */
async function measureRoutes(options: BenchOptions): Promise<Pick<BenchResults, 'firstLoad' | 'lighthouse' | 'lighthouseFailures'>> {
  const floorDir = makeFloor(publicDir);
  const site = await serveFolder(publicDir);
  const floor = await serveFolder(floorDir);
  try {
    const firstLoad: FirstLoadRow[] = [];
    for (const route of options.routes) {
      const scripts = await fetchedOnLoad(site.url, route);
      firstLoad.push({
        route,
        framework: totalGzip(scripts, 'framework'),
        own: totalGzip(scripts, 'own'),
        total: totalGzip(scripts),
        css: firstLoadCssGzip(route),
        files: scripts.map((script) => `${script.file} ${kb(script.gzip)}`),
      });
    }
    const runs = new Map<string, { site: (LighthouseFigures | null)[]; floor: (LighthouseFigures | null)[] }>();
    const lighthouseFailures: string[] = [];
    for (let run = 1; run <= options.runs; run++) {
      for (const route of options.routes) {
        const entry = runs.get(route) ?? { site: [], floor: [] };
        runs.set(route, entry);
        entry.site.push(await tryLighthouse(`${site.url}${route}`, lighthouseFailures, log));
        entry.floor.push(await tryLighthouse(`${floor.url}${route}`, lighthouseFailures, log));
        log(
          `lighthouse run ${run} ${route}: performance ${entry.site.at(-1)?.scores.performance ?? 'failed'}, LCP ${ms(entry.site.at(-1)?.lcp ?? NaN)} ms vs floor ${ms(entry.floor.at(-1)?.lcp ?? NaN)} ms`,
        );
      }
    }
    const lighthouse: RouteLighthouse[] = options.routes.map((route) => {
      const pairs = runs.get(route) ?? { site: [], floor: [] };
      return { route, site: summarize(pairs.site.filter(ok)), floor: summarize(pairs.floor.filter(ok)), ...lcpRatio(pairs.site, pairs.floor) };
    });
    return { firstLoad, lighthouse, lighthouseFailures };
  } finally {
    await site.close();
    await floor.close();
    rmSync(floorDir, { recursive: true, force: true });
  }
}

export async function run(args: readonly string[]): Promise<void> {
  const options = parseBenchOptions(args);
  const command = `npm run bench -- lighthouse${args.length > 0 ? ` ${args.join(' ')}` : ''}`;
  const info = machineInfo();
  const loadAtStart = loadAverage();
  log(`${info.cores} cores, ${info.memoryGiB.toFixed(1)} GiB, node ${info.node}, ${info.chromium}, lighthouse ${info.lighthouse}; load ${loadAtStart}`);

  // 1. Scale first (its builds leave public/ at 10,000 shops), then the default data's builds.
  const scale = options.skipBuild ? null : await measureScale(options);
  const defaultBuildSeconds: number[] = [];
  if (!options.skipBuild) for (let run = 1; run <= options.buildRuns; run++) defaultBuildSeconds.push(timedColdBuild(`default-${run}`));
  if (!existsSync(path.join(publicDir, 'index.html'))) throw new Error('No build in public/: run without --skip-build, or npm run build first.');

  // 2. The default data's routes: bytes fetched, then Lighthouse beside the floor.
  const routes = await measureRoutes(options);

  const results: BenchResults = {
    info,
    command,
    loadAtStart,
    loadAtEnd: loadAverage(),
    options,
    chrome: { path: chromiumPath, flags: CHROME_FLAGS },
    defaultBuildSeconds,
    ...routes,
    scale,
  };
  mkdirSync(path.join(root, 'reports'), { recursive: true });
  writeFileAtomic(path.join(root, 'reports', 'bench.json'), `${JSON.stringify(results, null, 2)}\n`);
  const benchmarksFile = path.join(root, 'BENCHMARKS.md');
  const existing = existsSync(benchmarksFile) ? readFileSync(benchmarksFile, 'utf8') : '';
  writeFileAtomic(benchmarksFile, updatedBenchmarks(existing, results));
  log('wrote BENCHMARKS.md and reports/bench.json');
}
