import { readArguments, UsageError } from '../../scripts/support/cli';
import { median } from './stats';

/**
 * The parts of `bench/suites/ab.ts` that are its own and pure: its command line, the
 * order in which the two builds take turns, the B/A summary, and what it reads from a
 * Chrome trace. Serving, Lighthouse, the keystroke probe and the hydration counts are
 * the shared modules'.
 */

export type Build = 'a' | 'b';

export interface AbOptions {
  a: string;
  b: string;
  /** Runs per build (and route); 0 measures only the hydration counts. */
  runs: number;
  counts: boolean;
  /** Keys typed on /shops per run and build, instead of Lighthouse; absent for the other modes. */
  keystrokes?: number;
  /** Main-thread CPU from a Chrome trace, instead of Lighthouse. */
  trace: boolean;
  routes: string[];
}

export const AB_USAGE = 'npm run bench -- ab --a <public dir> --b <public dir> [--runs 3] [--no-counts] [--trace | --keystrokes 20] <route>…';

/** The command line, strictly: unknown flags, a missing folder or route, a bad count and two modes at once are usage errors. */
export function parseAbOptions(args: readonly string[]): AbOptions {
  const { values, positionals: routes } = readArguments(
    args,
    {
      a: { type: 'string' },
      b: { type: 'string' },
      runs: { type: 'string' },
      'no-counts': { type: 'boolean', default: false },
      keystrokes: { type: 'string' },
      trace: { type: 'boolean', default: false },
    },
    AB_USAGE,
    true,
  );
  const fail = (reason: string): never => {
    throw new UsageError(`${reason}\nUsage: ${AB_USAGE}`);
  };
  if (!values.a || !values.b) fail('Give both builds: --a <folder> and --b <folder> (each a built public/).');
  if (routes.length === 0) fail('Give at least one route, such as / or /shops.');
  const notRoute = routes.find((route) => !route.startsWith('/'));
  if (notRoute !== undefined) fail(`A route is a path of the site starting with /, not '${notRoute}'.`);
  if (values.trace && values.keystrokes !== undefined) fail('Choose one of --trace and --keystrokes.');
  const runs = values.runs === undefined ? 3 : Number(values.runs);
  if (!Number.isInteger(runs) || runs < 0) fail(`--runs needs a whole number of 0 or more, not '${values.runs}'.`);
  let keystrokes: number | undefined;
  if (values.keystrokes !== undefined) {
    keystrokes = Number(values.keystrokes);
    if (!Number.isInteger(keystrokes) || keystrokes < 1) fail(`--keystrokes needs a whole number of 1 or more, not '${values.keystrokes}'.`);
  }
  return {
    a: values.a as string,
    b: values.b as string,
    runs,
    counts: !values['no-counts'],
    ...(keystrokes === undefined ? {} : { keystrokes }),
    trace: values.trace ?? false,
    routes,
  };
}

/**
 * Which build goes first in run `run` (counted from 1): A on odd runs, B on even ones, so
 * neither always meets the same moment of the machine's load.
 */
export function abOrder(run: number): readonly [Build, Build] {
  return run % 2 ? ['a', 'b'] : ['b', 'a'];
}

export interface AbComparison {
  a: number;
  b: number;
  /** B's median over A's, two decimals; NaN (null in JSON) when A's is 0 or missing, never a made-up figure. */
  ratio: number;
}

/**
 * Medians of each build's runs (rounded to `digits` decimals) and B/A of the medians.
 * The ratio is what to quote: on a shared machine the absolute figures drift, the pairs less.
 */
export function compareRuns(a: readonly number[], b: readonly number[], digits = 0): AbComparison {
  const [medianA, medianB] = [median(a), median(b)];
  const round = (value: number) => +value.toFixed(digits);
  return { a: round(medianA), b: round(medianB), ratio: medianA > 0 && Number.isFinite(medianB) ? +(medianB / medianA).toFixed(2) : Number.NaN };
}

/** The fields of a Chrome trace event this reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  /** Thread (CPU) time, µs. */
  tdur?: number;
  /** Wall time, µs. */
  dur?: number;
  args?: { name?: string };
}

export interface MainThreadFigures {
  /** ms of CPU the page's main thread spent in top-level tasks. */
  cpu: number;
  /** What a 4× slower CPU would make of them as blocking time: Σ max(0, 4·task − 50 ms). */
  blocking4x: number;
  longest: number;
}

/**
 * Main-thread work of one page load from its trace: each top-level task (`RunTask`) on a
 * renderer main thread, by its thread time (`tdur`), which a busy machine stretches far less
 * than wall time (`dur`, used only when a task has no thread time).
 */
export function mainThreadFigures(events: readonly TraceEvent[]): MainThreadFigures {
  const mainThreads = new Set(
    events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`),
  );
  const tasks = events
    .filter((event) => event.ph === 'X' && event.name === 'RunTask' && mainThreads.has(`${event.pid}:${event.tid}`))
    .map((event) => (event.tdur ?? event.dur ?? 0) / 1000);
  return {
    cpu: tasks.reduce((sum, ms) => sum + ms, 0),
    blocking4x: tasks.reduce((sum, ms) => sum + Math.max(0, 4 * ms - 50), 0),
    longest: Math.max(0, ...tasks),
  };
}
