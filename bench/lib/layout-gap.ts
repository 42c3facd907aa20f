import { figuresOf, lighthouseRun, type TraceEventLike, type TraceLike } from './lighthouse-runner';
import type { RunMeta } from './machine';
import { median } from './stats';

/**
 * Each route against the layout-only page, in the same rounds.
 *
 * Lighthouse's default throttling is simulated: it loads the page at full speed, then
 * replays the main thread's tasks 4× longer. It takes each task's wall-clock duration, so on a
 * shared machine a task of 3 ms of CPU that the system paused for 130 ms counts as 520 ms,
 * 470 of them "blocking". Total Blocking Time then measures the machine as much as the page.
 * So the routes are measured in the same rounds as the layout-only page, in an order that turns
 * every round, and compared by their difference to it round by round. Beside Lighthouse's own
 * figures, the bench reads the trace Lighthouse recorded: the CPU time of the main thread's
 * tasks after the first contentful paint (`tdur`, the time the thread was running, which a busy
 * machine changes little), and the blocking time those tasks would have at 4× if nothing else
 * ran on the machine.
 */

/** /buy-sell is a placeholder page: the layout (header, navigation, footer) and a heading, nothing else. */
export const LAYOUT_ROUTE = '/buy-sell/';
// /events: its cards are ordered for the visitor's day by an inline script before the first paint.
// /shops/in/metro-manila: the largest province page (its cities, a small map, the shops' cards).
export const GAP_ROUTES = ['/', '/shops/', '/shops/in/metro-manila/', '/brands/bikes/', '/content-creators/', '/events/'] as const;
/** The target: every route's TBT within this of the layout page's, measured in the same run. */
export const TBT_GAP_TARGET_MS = 100;
/** The target: every route's main-thread CPU after first paint (the trace's, which load moves little) within this of the layout page's, at any number of shops. */
export const CPU_GAP_TARGET_MS = 100;
/** …and performance ≥ 98 where the layout page reaches it. */
export const PERFORMANCE_TARGET = 98;
/** Lighthouse's mobile preset slows the CPU 4×; a task counts as blocking past 50 ms. */
const CPU_SLOWDOWN = 4;
const BLOCKING_FROM_MS = 50;

export interface MainThreadAfterPaint {
  /** CPU time of the main thread's tasks after the first contentful paint (ms, not slowed). */
  cpu: number;
  /** Σ max(0, 4 × CPU − 50 ms) over those tasks: the TBT they would give on an idle machine. */
  cpuBlocking: number;
  /** The same sum with wall-clock durations: what Lighthouse's simulation starts from. */
  wallBlocking: number;
  /** The longest of those tasks in CPU time (ms). */
  longestTask: number;
}

const isTask = (event: TraceEventLike) => event.ph === 'X' && (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask');

/**
 * The page's main thread after its first contentful paint, from a Chrome trace: the renderer
 * of the navigated page (its navigationStart), its CrRendererMain thread, its top-level tasks
 * from the firstContentfulPaint mark on. Null when the trace lacks any of these.
 */
export function mainThreadAfterPaint(trace: TraceLike): MainThreadAfterPaint | null {
  const events = trace.traceEvents;
  const navigation = events.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame && event.args.data.documentLoaderURL?.startsWith('http'),
  );
  if (!navigation) return null;
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === navigation.pid && event.ts >= navigation.ts);
  const thread = events.find((event) => event.name === 'thread_name' && event.pid === navigation.pid && event.args?.name === 'CrRendererMain');
  if (!paint || !thread) return null;
  const tasks = events.filter((event) => isTask(event) && event.pid === thread.pid && event.tid === thread.tid && event.ts >= paint.ts);
  const blocking = (ms: number) => Math.max(0, CPU_SLOWDOWN * ms - BLOCKING_FROM_MS);
  const cpuOf = (event: TraceEventLike) => (event.tdur ?? event.dur ?? 0) / 1000;
  return {
    cpu: tasks.reduce((sum, task) => sum + cpuOf(task), 0),
    cpuBlocking: tasks.reduce((sum, task) => sum + blocking(cpuOf(task)), 0),
    wallBlocking: tasks.reduce((sum, task) => sum + blocking((task.dur ?? 0) / 1000), 0),
    longestTask: Math.max(0, ...tasks.map(cpuOf)),
  };
}

/** The routes of round `run` (from 1): the list turned by one place each round, so no route always runs first or right after another. */
export function roundOrder<T>(routes: readonly T[], run: number): T[] {
  const shift = (run - 1) % routes.length;
  return [...routes.slice(shift), ...routes.slice(0, shift)];
}

export interface GapRun {
  route: string;
  run: number;
  performance: number;
  tbt: number;
  /** Lighthouse's measure of the machine's speed at the time of the run (higher is faster; it warns under 1000 or so on mobile). */
  benchmarkIndex: number;
  mainThread: MainThreadAfterPaint | null;
}

export async function gapRun(url: string, route: string, run: number): Promise<GapRun> {
  const { lhr, trace } = await lighthouseRun(`${url}${route}`, ['performance']);
  const { scores, tbt } = figuresOf(lhr);
  return {
    route,
    run,
    performance: scores.performance,
    tbt,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    mainThread: trace ? mainThreadAfterPaint(trace) : null,
  };
}

export interface GapRow {
  route: string;
  performance: number;
  tbt: number;
  /** Median over the rounds of (this route's TBT − the layout page's TBT in the same round). */
  tbtOverLayout: number;
  performanceRuns: number[];
  tbtRuns: number[];
  cpu: number;
  cpuBlocking: number;
  /** Median over the rounds of (this route's main-thread CPU − the layout page's). */
  cpuOverLayout: number;
  /** Median over the rounds of (this route's CPU-based blocking − the layout page's). */
  cpuBlockingOverLayout: number;
  longestTask: number;
}

/** Per route, the medians over the rounds; the layout page's row has 0 differences. */
export function summarizeGap(runs: readonly GapRun[], routes: readonly string[], layout = LAYOUT_ROUTE): GapRow[] {
  const layoutOf = (run: number) => runs.find((entry) => entry.route === layout && entry.run === run);
  return routes.map((route) => {
    const mine = runs.filter((entry) => entry.route === route);
    const pick = (get: (entry: GapRun) => number | undefined) => median(mine.map(get).filter((value): value is number => value !== undefined && Number.isFinite(value)));
    const over = (get: (entry: GapRun) => number | undefined) =>
      pick((entry) => {
        const base = layoutOf(entry.run);
        const value = get(entry);
        const baseValue = base && get(base);
        return value === undefined || baseValue === undefined ? undefined : value - baseValue;
      });
    return {
      route,
      performance: pick((entry) => entry.performance),
      tbt: pick((entry) => entry.tbt),
      tbtOverLayout: over((entry) => entry.tbt),
      performanceRuns: mine.map((entry) => entry.performance),
      tbtRuns: mine.map((entry) => Math.round(entry.tbt)),
      cpu: pick((entry) => entry.mainThread?.cpu),
      cpuBlocking: pick((entry) => entry.mainThread?.cpuBlocking),
      cpuOverLayout: over((entry) => entry.mainThread?.cpu),
      cpuBlockingOverLayout: over((entry) => entry.mainThread?.cpuBlocking),
      longestTask: pick((entry) => entry.mainThread?.longestTask),
    };
  });
}

export const LAYOUT_GAP_SECTION = 'Routes against the layout-only page (npm run bench -- layout-gap)';

export interface LayoutGapMeta extends RunMeta {
  rounds: number;
  /** How many shops the build holds (public/shops/index.json), when it says. */
  shops?: number;
}

const whole = (value: number) => (Number.isFinite(value) ? `${Math.round(value)}` : '–');
const signed = (value: number) => (Number.isFinite(value) ? `${value >= 0 ? '+' : '−'}${Math.abs(Math.round(value))}` : '–');

/** The section of BENCHMARKS.md the layout-gap bench writes (pure). */
export function renderLayoutGapSection(runs: readonly GapRun[], routes: readonly string[], meta: LayoutGapMeta): string {
  const rows = summarizeGap(runs, routes);
  const layout = rows.find((row) => row.route === LAYOUT_ROUTE);
  const indexes = runs.map((run) => run.benchmarkIndex).filter(Number.isFinite);
  const others = rows.filter((row) => row.route !== LAYOUT_ROUTE);
  const worstGap = Math.max(...others.map((row) => row.tbtOverLayout));
  const worstCpu = others.reduce<GapRow | undefined>((worst, row) => (worst === undefined || row.cpuOverLayout > worst.cpuOverLayout ? row : worst), undefined);
  const layoutReaches = (layout?.performance ?? 0) >= PERFORMANCE_TARGET;
  const lowest = Math.min(...others.map((row) => row.performance));
  const table = [
    "| route | performance (runs) | TBT ms (runs) | **TBT − layout's, same round** | main-thread CPU after FCP ms | **CPU − layout's** | its blocking at 4×, no other load ms | − layout's | longest task CPU ms |",
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (row) =>
        `| ${row.route === LAYOUT_ROUTE ? `${row.route} (layout only)` : row.route} | ${whole(row.performance)} (${row.performanceRuns.join(', ')}) | ${whole(row.tbt)} (${row.tbtRuns.join(', ')}) | **${row.route === LAYOUT_ROUTE ? '0' : signed(row.tbtOverLayout)}** | ${row.cpu.toFixed(0)} | **${row.route === LAYOUT_ROUTE ? '0' : signed(row.cpuOverLayout)}** | ${whole(row.cpuBlocking)} | ${row.route === LAYOUT_ROUTE ? '0' : signed(row.cpuBlockingOverLayout)} | ${row.longestTask.toFixed(1)} |`,
    ),
  ];
  return [
    `## ${LAYOUT_GAP_SECTION}`,
    '',
    `Command: \`${meta.command}\` (on the public/ already built${meta.shops === undefined ? '' : `, ${meta.shops.toLocaleString('en-US')} shops`}). Commit ${meta.commit}, ${meta.date}. Machine: ${meta.machine};`,
    `load average (1/5/15 min) ${meta.loadAtStart} at the start, ${meta.loadAtEnd} at the end. Lighthouse's benchmarkIndex (its measure of the`,
    `machine's speed at each run) median ${whole(median(indexes))}, from ${whole(Math.min(...indexes))} to ${whole(Math.max(...indexes))}.`,
    '',
    `Lighthouse (performance only, the same runner, flags and static host as \`npm run bench -- lighthouse\`) on ${LAYOUT_ROUTE}, a page with the layout and`,
    `nothing else, and on each route, in ${meta.rounds} rounds; the order turns by one route each round. Medians over the rounds; "− layout's"`,
    'is the median of the per-round differences. The CPU columns come from the trace of the same Lighthouse runs: the CPU time of the',
    "page's main-thread tasks after its first contentful paint, and Σ max(0, 4 × CPU − 50 ms) over them, the blocking time they would",
    'give if nothing else ran on the machine (Lighthouse starts from wall-clock time instead; see bench/lib/layout-gap.ts).',
    '',
    ...table,
    '',
    `Target: every route's TBT within ${TBT_GAP_TARGET_MS} ms of the layout page's: ${worstGap <= TBT_GAP_TARGET_MS ? '**met**' : '**missed**'} (largest ${signed(worstGap)} ms);`,
    `every route's main-thread CPU after first paint within ${CPU_GAP_TARGET_MS} ms of the layout page's: ${
      worstCpu === undefined
        ? '–'
        : `${worstCpu.cpuOverLayout <= CPU_GAP_TARGET_MS ? '**met**' : '**missed**'} (largest ${signed(worstCpu.cpuOverLayout)} ms, ${worstCpu.route})`
    };`,
    `performance ≥ ${PERFORMANCE_TARGET} where the layout page reaches it: ${layoutReaches ? `${lowest >= PERFORMANCE_TARGET ? '**met**' : '**missed**'} (lowest ${whole(lowest)})` : `the layout page itself reached ${whole(layout?.performance ?? Number.NaN)} in this run, so it does not apply`}.`,
    '',
  ].join('\n');
}
