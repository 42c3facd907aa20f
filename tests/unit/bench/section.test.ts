import { benchmarksProblems } from '../../../bench/lib/markdown';
import { suiteHeading, suiteSection } from '../../../bench/lib/section';

describe("a suite's section of BENCHMARKS.md", () => {
  const section = suiteSection({
    suite: 'osm',
    args: ['--runs', '5'],
    machine: '2 cores (Test CPU), 8.0 GiB, node v24.0.0',
    commit: 'abc1234',
    date: '2026-11-25T13:00:00.000Z',
    loadAtStart: '1.00 / 2.00 / 3.00',
    loadAtEnd: '1.50 / 2.00 / 3.00',
    printed: ['\u001b[32mmedian: command 2.45 s\u001b[0m'],
  });

  it('says how the figures were taken: command, machine, date, commit and the load at both ends', () => {
    expect(section.startsWith(`## ${suiteHeading('osm')}\n`)).toBe(true);
    expect(section).toContain('Command: `npm run bench -- osm --runs 5`. Machine: 2 cores (Test CPU), 8.0 GiB, node v24.0.0. Date 2026-11-25 13:00 UTC, commit abc1234.');
    expect(section).toContain('1.00 / 2.00 / 3.00 at the start, 1.50 / 2.00 / 3.00 at the end');
  });

  it('quotes what the suite printed, without terminal colours', () => {
    expect(section).toContain('```text\nmedian: command 2.45 s\n```');
  });

  it('is one section of its suite, with the machine and the load, whatever the suite printed', () => {
    const printed = suiteSection({
      suite: 'osm',
      args: [],
      machine: '2 cores',
      commit: 'abc1234',
      date: '2026-11-25T13:00:00.000Z',
      loadAtStart: '1.00',
      loadAtEnd: '1.50',
      printed: ['```', '## total 3 s'],
    });
    expect(benchmarksProblems(`# Benchmarks\n\n${printed}`, ['osm'])).toEqual([]);
  });
});
