/**
 * The one runner of every benchmark: `npm run bench -- <suite> [options]`. With no suite it
 * lists them, one line each. Each suite is a module in bench/suites/ exporting
 * `run(args)`; it is loaded only when asked for, so listing the suites starts no browser.
 *
 * Timings are benchmarks, never assertions: run them on a quiet machine and quote the
 * median of several runs (bench/lib/stats.ts) with the machine and load (bench/lib/machine.ts).
 * BENCHMARKS.md is the current state: one section per suite that measures, each rewritten by its
 * suite with the machine and load it ran under (bench/lib/section.ts); git keeps the earlier figures.
 */
import { runMain, UsageError } from '../scripts/support/cli';
import { BENCH_ROOT } from './lib/output';
import { recordRun, suiteHeading, suiteSection, writeSuiteSection } from './lib/section';

interface Suite {
  /** One line for the list. */
  about: string;
  load: () => Promise<{ run: (args: readonly string[]) => Promise<void> | void }>;
  /**
   * How the suite's figures reach BENCHMARKS.md: 'own' suites write their own tables (and read
   * --no-write themselves); by default the runner rewrites the suite's section with what it
   * printed; 'none' for the tools that measure nothing (scale-data, count-hydration's counts are quoted by ab).
   */
  writes?: 'own' | 'none';
}

export const SUITES: Record<string, Suite> = {
  lighthouse: {
    about: 'cold builds, JavaScript per route, Lighthouse beside the no-JS floor, the site at 10,000 shops; rewrites its BENCHMARKS.md section',
    load: () => import('./suites/lighthouse'),
    writes: 'own',
  },
  'layout-gap': {
    about: 'Lighthouse on every route and the layout-only page in the same rounds, on the public/ already built',
    load: () => import('./suites/layout-gap'),
    writes: 'own',
  },
  'phone-gap': {
    about: 'what a phone feels (Slow 4G, 4x CPU): floor and site paint, when /shops search answers',
    load: () => import('./suites/phone-gap'),
    writes: 'own',
  },
  ab: { about: 'two builds A/B on the same machine at the same time: hydration counts, Lighthouse, traces or keystrokes', load: () => import('./suites/ab') },
  'count-hydration': {
    about: 'the React work of a served page, counted (fibers and commits), not timed',
    load: () => import('./suites/count-hydration'),
    writes: 'none',
  },
  'script-hints': { about: 'two builds: first paint, scripts and hydration time per route', load: () => import('./suites/script-hints') },
  data: { about: 'npm run data:check end to end on 100,000 generated rows (clean, messy, huge cells)', load: () => import('./suites/data') },
  editors: { about: 'the /editors checker in Chromium on 1,000 to 1,000,000 rows (needs the site served)', load: () => import('./suites/editors') },
  'reader-ab': { about: 'the sheet reader of this tree against an older one (--base DIR), same results first, then time', load: () => import('./suites/reader-ab') },
  'sheet-io': { about: 'reading and editing a 200,000-row sheet; place suggestions with --places', load: () => import('./suites/sheet-io') },
  pull: { about: 'what data:pull does with a sheet at the size limit, offline', load: () => import('./suites/pull') },
  fetch: { about: 'data:fetch on 1,000 logos from a loopback HTTPS server, cold and warm', load: () => import('./suites/fetch') },
  'cache-check': { about: 'what checking the fetched-image cache adds to data:check', load: () => import('./suites/cache-check') },
  precache: {
    about: 'what the service worker precaches from the public/ already built, against its 5 MB budget (bytes, not time)',
    load: () => import('./suites/precache'),
  },
  'listing-pages': {
    about: "the cold build at 10,000 shops with and without a page per listing, a listing page's size, the precache",
    load: () => import('./suites/listing-pages'),
  },
  'logo-bytes': { about: 'logo bytes on /brands/bikes before and after optimization (bytes, not time)', load: () => import('./suites/logo-bytes') },
  osm: { about: 'import:osm on a generated Overpass answer: the command and the import alone', load: () => import('./suites/osm') },
  'scale-data': {
    about: 'writes a copy of data/ with N generated shops (what lighthouse builds at scale) and prints its folder',
    load: () => import('./suites/scale-data'),
    writes: 'none',
  },
};

export const BENCH_USAGE = 'npm run bench -- <suite> [options] [--no-write]   (no suite: list them)';

/** The list printed when no suite is named. */
export function suiteList(): string {
  const width = Math.max(...Object.keys(SUITES).map((name) => name.length));
  return [`Usage: ${BENCH_USAGE}`, '', ...Object.entries(SUITES).map(([name, suite]) => `  ${name.padEnd(width)}  ${suite.about}`)].join('\n');
}

export async function runBench(args: readonly string[]): Promise<void> {
  const [name, ...rest] = args;
  if (name === undefined || name === '--help' || name === '-h') {
    console.log(suiteList());
    return;
  }
  const suite = Object.hasOwn(SUITES, name) ? SUITES[name] : undefined;
  if (!suite) throw new UsageError(`No benchmark suite '${name}'.\n${suiteList()}`);
  const { run } = await suite.load();
  if (suite.writes !== undefined) return run(rest);
  // --no-write: print only (a smoke run, or a suite's own child process).
  const write = !rest.includes('--no-write');
  const suiteArgs = rest.filter((arg) => arg !== '--no-write');
  const recorded = await recordRun(name, suiteArgs, BENCH_ROOT, () => run(suiteArgs));
  if (!write) return;
  writeSuiteSection(BENCH_ROOT, name, suiteSection(recorded));
  console.log(`[bench ${name}] rewrote its section of BENCHMARKS.md: ## ${suiteHeading(name)}`);
}

if (require.main === module) runMain(() => runBench(process.argv.slice(2)));
