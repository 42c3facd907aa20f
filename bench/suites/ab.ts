/**
 * A/B of two production builds on the same machine at the same time: the hydration counts
 * of each route (deterministic), then one timed mode with A and B in alternating runs, so
 * both see the same load. Quote the B/A ratios: on a shared machine the absolute figures
 * drift, the pairs less.
 *
 *   npm run bench -- ab --a /tmp/public-before --b public --runs 3 / /shops      counts, then Lighthouse (performance)
 *   npm run bench -- ab --a DIR --b DIR --runs 0 / /shops                        the hydration counts only
 *   npm run bench -- ab --a DIR --b DIR --no-counts --trace --runs 5 / /shops    main-thread CPU from a Chrome trace
 *   npm run bench -- ab --a DIR --b DIR --no-counts --keystrokes 20 /shops       keystroke → list on /shops
 *
 * --runs (default 3) is the runs per build and route; --keystrokes N types N keys on /shops
 * per run and build (the routes then serve only the counts). Prints one JSON line per
 * measurement and one summary line per route, {a, b, ratio} for each figure (medians, B/A).
 *
 * What is this script's own is the alternation, the summaries and the trace reading
 * (bench/lib/ab.ts). Everything else is shared with the lighthouse suite: each folder is served
 * by bench/lib/static-host.ts (sirv + compression on 127.0.0.1), Lighthouse runs through
 * bench/lib/lighthouse-runner.ts, keystrokes are measured by bench/lib/keystroke-probe.ts,
 * counts by bench/suites/count-hydration.ts, and pages are judged hydrated from outside
 * (tests/support/hydration.ts). Run it on a quiet machine: it is a benchmark.
 */
import { countHydration } from './count-hydration';
import { abOrder, compareRuns, mainThreadFigures, parseAbOptions, type Build, type MainThreadFigures, type TraceEvent } from '../lib/ab';
import { keystrokeTimes } from '../lib/keystroke-probe';
import { figuresOf, launchChromium, lighthouseResult, scriptingTime } from '../lib/lighthouse-runner';
import { loadAverage } from '../lib/machine';
import { serveFolder, type StaticHost } from '../lib/static-host';
import { median } from '../lib/stats';
import { waitForHydration } from '../../tests/support/hydration';

const print = (line: object) => console.log(JSON.stringify(line));

/** Runs `measure` for A and B, `runs` times, alternating which goes first; returns each build's results in run order. */
async function alternate<T>(runs: number, measure: (build: Build, run: number) => Promise<T>): Promise<Record<Build, T[]>> {
  const results: Record<Build, T[]> = { a: [], b: [] };
  for (let run = 1; run <= runs; run++) {
    for (const build of abOrder(run)) results[build].push(await measure(build, run));
  }
  return results;
}

interface LighthouseAb {
  performance: number;
  tbt: number;
  lcp: number;
  /** Script evaluation, parse and compile on the main thread (ms, at Lighthouse's 4× CPU slowdown). */
  scripting: number;
}

/** Lighthouse's mobile preset, the performance category only (the other categories do not differ between two builds of one change). */
async function lighthouseAb(url: string): Promise<LighthouseAb> {
  const lhr = await lighthouseResult(url, ['performance']);
  const { scores, tbt, lcp } = figuresOf(lhr);
  return { performance: scores.performance, tbt, lcp, scripting: scriptingTime(lhr) };
}

/** One page load under a Chrome trace (Pixel 7, no CPU slowdown), until hydrated and the network is quiet. */
async function traceRun(url: string): Promise<MainThreadFigures> {
  const { devices } = await import('@playwright/test');
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext({ ...devices['Pixel 7'] })).newPage();
    await browser.startTracing(page, { categories: ['devtools.timeline', 'toplevel', 'disabled-by-default-devtools.timeline'] });
    await page.goto(url);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    return mainThreadFigures(traceEvents);
  } finally {
    await browser.close();
  }
}

export async function run(args: readonly string[]) {
  const options = parseAbOptions(args);
  const hosts: Record<Build, StaticHost> = { a: await serveFolder(options.a), b: await serveFolder(options.b) };
  const urlOf = (build: Build, route: string) => `${hosts[build].url}${route}`;
  print({ load: loadAverage() });
  try {
    if (options.counts) {
      // In this process: the hosts answer from its event loop while the browser waits.
      for (const build of ['a', 'b'] as const) {
        for (const route of options.routes) print({ build, route, ...(await countHydration(hosts[build].url, route)) });
      }
    }
    if (options.runs === 0) return;

    if (options.keystrokes !== undefined) {
      const keys = options.keystrokes;
      const runs = await alternate(options.runs, async (build, run) => {
        const { times } = await keystrokeTimes(hosts[build].url, 1, keys);
        print({ run, build, keystrokeMedian: +median(times).toFixed(1) });
        return times;
      });
      print({ route: '/shops', keystrokes: { ...compareRuns(runs.a.flat(), runs.b.flat(), 1), counted: runs.a.flat().length } });
      return;
    }

    for (const route of options.routes) {
      if (options.trace) {
        const runs = await alternate(options.runs, async (build, run) => {
          const figures = await traceRun(urlOf(build, route));
          print({ run, route, build, cpu: Math.round(figures.cpu), blocking4x: Math.round(figures.blocking4x), longest: Math.round(figures.longest) });
          return figures;
        });
        const figure = (pick: (run: MainThreadFigures) => number) => compareRuns(runs.a.map(pick), runs.b.map(pick));
        print({ route, cpu: figure((run) => run.cpu), blocking4x: figure((run) => run.blocking4x) });
      } else {
        const runs = await alternate(options.runs, async (build, run) => {
          const figures = await lighthouseAb(urlOf(build, route));
          print({ run, route, build, ...figures });
          return figures;
        });
        const figure = (pick: (run: LighthouseAb) => number) => compareRuns(runs.a.map(pick), runs.b.map(pick));
        print({
          route,
          performance: figure((run) => run.performance),
          tbt: figure((run) => run.tbt),
          lcp: figure((run) => run.lcp),
          scripting: figure((run) => run.scripting),
        });
      }
    }
  } finally {
    await hosts.a.close();
    await hosts.b.close();
    print({ load: loadAverage() });
  }
}
