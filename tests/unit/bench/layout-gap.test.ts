import { LAYOUT_ROUTE, mainThreadAfterPaint, renderLayoutGapSection, roundOrder, summarizeGap, type GapRun } from '../../../bench/lib/layout-gap';
import { summarizePhoneGap, renderPhoneGapSection, type PhoneGapRun } from '../../../bench/lib/phone-gap';
import type { TraceEventLike } from '../../../bench/lib/lighthouse-runner';

const RENDERER = 7;
const MAIN = 1;

/** A trace of one page load: navigation at 0, first contentful paint at 100 ms (µs in the trace). */
function trace(tasks: { at: number; wall: number; cpu: number; tid?: number }[]): { traceEvents: TraceEventLike[] } {
  return {
    traceEvents: [
      { name: 'thread_name', ph: 'M', pid: RENDERER, tid: MAIN, ts: 0, args: { name: 'CrRendererMain' } },
      { name: 'navigationStart', ph: 'R', pid: RENDERER, tid: MAIN, ts: 0, args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'http://127.0.0.1:1/' } } },
      { name: 'firstContentfulPaint', ph: 'R', pid: RENDERER, tid: MAIN, ts: 100_000 },
      ...tasks.map((task) => ({ name: 'RunTask', ph: 'X', pid: RENDERER, tid: task.tid ?? MAIN, ts: task.at * 1000, dur: task.wall * 1000, tdur: task.cpu * 1000 })),
    ],
  };
}

describe('layout-gap: the main thread after the first paint', () => {
  it('counts only the main thread, from the first contentful paint on, by CPU time and by wall time', () => {
    const figures = mainThreadAfterPaint(
      trace([
        { at: 10, wall: 40, cpu: 40 }, // before the paint: not counted
        { at: 150, wall: 130, cpu: 3 }, // paused by the machine: 470 ms blocking by wall time, none by CPU
        { at: 300, wall: 20, cpu: 20 }, // 4 × 20 − 50 = 30 either way
        { at: 400, wall: 90, cpu: 90, tid: 2 }, // another thread
      ]),
    );
    expect(figures).toEqual({ cpu: 23, cpuBlocking: 30, wallBlocking: 470 + 30, longestTask: 20 });
  });

  it('is null for a trace without the navigation or the paint', () => {
    expect(mainThreadAfterPaint({ traceEvents: [] })).toBeNull();
  });
});

describe('layout-gap: rounds and summary', () => {
  it('turns the order by one route each round', () => {
    expect(roundOrder(['a', 'b', 'c'], 1)).toEqual(['a', 'b', 'c']);
    expect(roundOrder(['a', 'b', 'c'], 2)).toEqual(['b', 'c', 'a']);
    expect(roundOrder(['a', 'b', 'c'], 4)).toEqual(['a', 'b', 'c']);
  });

  const run = (route: string, round: number, tbt: number, performance = 100): GapRun => ({
    route,
    run: round,
    performance,
    tbt,
    benchmarkIndex: 900,
    mainThread: { cpu: tbt / 10, cpuBlocking: tbt / 20, wallBlocking: tbt, longestTask: 10 },
  });

  it("compares each route to the layout page's TBT of the same round, then takes the median", () => {
    // A loaded machine in round 2 lifts both; the difference stays.
    const runs = [run(LAYOUT_ROUTE, 1, 50), run('/', 1, 120), run(LAYOUT_ROUTE, 2, 900), run('/', 2, 960), run(LAYOUT_ROUTE, 3, 60), run('/', 3, 150)];
    const [layout, home] = summarizeGap(runs, [LAYOUT_ROUTE, '/']);
    expect(layout?.tbtOverLayout).toBe(0);
    expect(home?.tbtOverLayout).toBe(70);
    expect(home?.tbt).toBe(150);
    expect(home?.tbtRuns).toEqual([120, 960, 150]);
  });

  it('says whether the targets are met', () => {
    const meta = { command: 'npm run bench -- layout-gap', commit: 'abc1234', date: 'now', loadAtStart: '1', loadAtEnd: '1', machine: 'test', rounds: 1 };
    const met = renderLayoutGapSection([run(LAYOUT_ROUTE, 1, 50), run('/', 1, 140)], [LAYOUT_ROUTE, '/'], meta);
    expect(met).toContain("within 100 ms of the layout page's: **met** (largest +90 ms)");
    const missed = renderLayoutGapSection([run(LAYOUT_ROUTE, 1, 50), run('/', 1, 160, 97)], [LAYOUT_ROUTE, '/'], meta);
    expect(missed).toContain('**missed** (largest +110 ms)');
    expect(missed).toContain('performance ≥ 98 where the layout page reaches it: **missed** (lowest 97)');
  });

  it("judges each route's main-thread CPU against the layout page's of the same round, and names the build's shops", () => {
    const meta = { command: 'npm run bench -- layout-gap', commit: 'abc1234', date: 'now', loadAtStart: '1', loadAtEnd: '1', machine: 'test', rounds: 2, shops: 10_000 };
    const cpu = (route: string, round: number, ms: number): GapRun => ({
      ...run(route, round, 50),
      mainThread: { cpu: ms, cpuBlocking: 0, wallBlocking: 0, longestTask: 10 },
    });
    // Round 2 ran on a busier machine: both pages took longer, the difference is what counts.
    const within = renderLayoutGapSection(
      [cpu(LAYOUT_ROUTE, 1, 80), cpu('/shops', 1, 170), cpu(LAYOUT_ROUTE, 2, 200), cpu('/shops', 2, 290)],
      [LAYOUT_ROUTE, '/shops'],
      meta,
    );
    expect(within).toContain('(on the public/ already built, 10,000 shops)');
    expect(within).toContain('| 230 | **+90** |');
    expect(within).toContain("main-thread CPU after first paint within 100 ms of the layout page's: **met** (largest +90 ms, /shops)");
    const over = renderLayoutGapSection([cpu(LAYOUT_ROUTE, 1, 80), cpu('/shops', 1, 300)], [LAYOUT_ROUTE, '/shops'], meta);
    expect(over).toContain('**missed** (largest +220 ms, /shops)');
  });
});

describe('phone-gap summary', () => {
  const site = (fcp: number, answered: number | null) => ({
    fcp,
    scriptsRequested: fcp + 1,
    scriptsReceived: fcp + 2,
    pageData: fcp + 3,
    hydrated: fcp + 4,
    typed: fcp,
    answered,
    retyped: 0,
  });
  const runs: PhoneGapRun[] = [
    { floorFcp: 800, site: site(900, 2000) },
    { floorFcp: 700, site: site(1000, null) },
    { floorFcp: 750, site: site(950, 2100) },
  ];

  it('takes medians, and counts a search that never answered as the latest', () => {
    const summary = summarizePhoneGap(runs);
    expect(summary).toMatchObject({ floorFcp: 750, siteFcp: 950, answered: 2100, answerAfterPaint: 1150, answerAfterKeystroke: 1150, answeredRuns: 2 });
  });

  it('reads how long after the last key the search answers', () => {
    const typedLate = (fcp: number, typed: number, answered: number) => ({ ...site(fcp, answered), typed });
    const summary = summarizePhoneGap([
      { floorFcp: 800, site: typedLate(400, 600, 620) },
      { floorFcp: 800, site: typedLate(400, 650, 700) },
      { floorFcp: 800, site: typedLate(400, 500, 1500) },
    ]);
    expect(summary.answerAfterKeystroke).toBe(50);
    const section = renderPhoneGapSection(
      { route: '/shops', query: 'iloilo', expected: '1 of 19 shown', runs: [{ floorFcp: 800, site: typedLate(400, 600, 620) }] },
      { command: 'npm run bench -- phone-gap', commit: 'abc1234', date: 'now', loadAtStart: '1', loadAtEnd: '1', machine: 'test' },
    );
    expect(section).toContain('| **site: the search answers, after the last key of "iloilo"** | **20** |');
    expect(section).toContain('within 100 ms of the keystroke: **met** (median 20 ms, against 1157 ms after first paint before)');
  });

  it('writes the figures side by side and whether the 1.5 s target is met', () => {
    const section = renderPhoneGapSection(
      { route: '/shops', query: 'iloilo', expected: '1 of 19 shown', runs },
      { command: 'npm run bench -- phone-gap', commit: 'abc1234', date: 'now', loadAtStart: '1', loadAtEnd: '1', machine: 'test' },
    );
    expect(section).toContain('| no-JS floor: first contentful paint | 750 |');
    expect(section).toContain('| site: first contentful paint | 950 |');
    expect(section).toContain('**2100 (+1150)**');
    expect(section).toContain('**met** (median 1150 ms)');
    expect(section).toContain('within 100 ms of the keystroke: **missed** (median 1150 ms');
    expect(section).toContain('Per run (floor FCP / site FCP / answered): 800 / 900 / 2000; 700 / 1000 / never; 750 / 950 / 2100.');
  });
});
