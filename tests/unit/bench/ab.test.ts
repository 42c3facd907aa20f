import { AB_USAGE, abOrder, compareRuns, mainThreadFigures, parseAbOptions, type TraceEvent } from '../../../bench/lib/ab';
import { UsageError } from '../../../scripts/support/cli';

describe('bench-ab options', () => {
  it('counts, then three Lighthouse runs, by default', () => {
    expect(parseAbOptions(['--a', '/tmp/before', '--b', 'public', '/', '/shops'])).toEqual({
      a: '/tmp/before',
      b: 'public',
      runs: 3,
      counts: true,
      trace: false,
      routes: ['/', '/shops'],
    });
  });

  it('reads --runs 0 (counts only), --no-counts, --trace and --keystrokes', () => {
    expect(parseAbOptions(['--a', 'x', '--b', 'y', '--runs', '0', '/shops'])).toMatchObject({ runs: 0, counts: true });
    expect(parseAbOptions(['--a', 'x', '--b', 'y', '--no-counts', '--trace', '/'])).toMatchObject({ counts: false, trace: true });
    expect(parseAbOptions(['--a', 'x', '--b', 'y', '--keystrokes', '3', '/shops'])).toMatchObject({ keystrokes: 3, trace: false });
  });

  it.each([
    [['--a', 'x', '--b', 'y', '--run', '1', '/'], /Unknown option '--run'/],
    [['--a', 'x', '/'], /Give both builds/],
    [['--a', 'x', '--b', 'y'], /at least one route/],
    [['--a', 'x', '--b', 'y', 'shops'], /not 'shops'/],
    [['--a', 'x', '--b', 'y', '--runs', 'three', '/'], /--runs needs a whole number of 0 or more, not 'three'/],
    [['--a', 'x', '--b', 'y', '--keystrokes', '0', '/shops'], /--keystrokes needs a whole number of 1 or more/],
    [['--a', 'x', '--b', 'y', '--trace', '--keystrokes', '3', '/shops'], /one of --trace and --keystrokes/],
  ])('stops on %j with a sentence and the usage', (args, reason) => {
    expect(() => parseAbOptions(args)).toThrow(UsageError);
    expect(() => parseAbOptions(args)).toThrow(reason);
    expect(() => parseAbOptions(args)).toThrow(`Usage: ${AB_USAGE}`);
  });
});

describe('abOrder', () => {
  it('lets A go first in odd runs and B in even ones, so each build goes first equally often', () => {
    expect([1, 2, 3, 4].map(abOrder)).toEqual([
      ['a', 'b'],
      ['b', 'a'],
      ['a', 'b'],
      ['b', 'a'],
    ]);
  });
});

describe('compareRuns', () => {
  it('gives each build’s median and B over A', () => {
    expect(compareRuns([300, 100, 200], [90, 110, 100])).toEqual({ a: 200, b: 100, ratio: 0.5 });
  });

  it('rounds the medians to the digits asked, and the ratio from the unrounded medians', () => {
    expect(compareRuns([1.22, 1.26], [2.48])).toEqual({ a: 1, b: 2, ratio: 2 });
    expect(compareRuns([1.22, 1.26], [2.48], 1)).toEqual({ a: 1.2, b: 2.5, ratio: 2 });
    expect(compareRuns([3], [1], 0)).toEqual({ a: 3, b: 1, ratio: 0.33 });
  });

  it('gives no ratio when A has no runs or a zero median, rather than Infinity or 0', () => {
    expect(compareRuns([], [5]).ratio).toBeNaN();
    expect(compareRuns([0], [5]).ratio).toBeNaN();
    expect(compareRuns([5], []).ratio).toBeNaN();
  });
});

describe('mainThreadFigures', () => {
  const main = { name: 'thread_name', ph: 'M', pid: 1, tid: 7, args: { name: 'CrRendererMain' } };
  const task = (tdur: number | undefined, dur: number, tid = 7): TraceEvent => ({ name: 'RunTask', ph: 'X', pid: 1, tid, ...(tdur === undefined ? {} : { tdur }), dur });

  it('adds up the renderer main thread’s top-level tasks by CPU time, and what 4× slower would block', () => {
    const events: TraceEvent[] = [main, task(20_000, 90_000), task(5_000, 5_000), task(undefined, 2_000)];
    // tasks of 20, 5 and 2 ms: 4× gives 80, 20, 8; only 80 exceeds 50 ms, by 30
    expect(mainThreadFigures(events)).toEqual({ cpu: 27, blocking4x: 30, longest: 20 });
  });

  it('leaves out other threads and other events', () => {
    const events: TraceEvent[] = [main, task(10_000, 10_000), task(500_000, 500_000, 8), { name: 'FunctionCall', ph: 'X', pid: 1, tid: 7, tdur: 400_000 }];
    expect(mainThreadFigures(events)).toEqual({ cpu: 10, blocking4x: 0, longest: 10 });
  });

  it('is zero for a trace without a renderer main thread', () => {
    expect(mainThreadFigures([task(10_000, 10_000)])).toEqual({ cpu: 0, blocking4x: 0, longest: 0 });
  });
});
