import { max, median, min, percentile } from '../../../bench/lib/stats';

describe('median', () => {
  it('is the middle value of an odd number of runs, whatever their order', () => {
    expect(median([120, 95, 300])).toBe(120);
  });
  it('is the mean of the two middle values of an even number', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    // Two runs: the copies that took the upper middle value said 300 here.
    expect(median([300, 100])).toBe(200);
  });
  it('is NaN when no run finished, so a missing figure is never read as 0', () => {
    expect(median([])).toBeNaN();
  });
  it('leaves the runs as they were', () => {
    const runs = [3, 1, 2];
    median(runs);
    expect(runs).toEqual([3, 1, 2]);
  });
});

describe('percentile', () => {
  it('reads p90 of 20 keystrokes as the 19th fastest', () => {
    const times = Array.from({ length: 20 }, (_, index) => 20 - index); // 20 … 1
    expect(percentile(times, 0.9)).toBe(19);
  });
  it('stays within the values for a single run', () => {
    expect(percentile([7], 0.9)).toBe(7);
  });
});

describe('min and max', () => {
  it('are the fastest and slowest run', () => {
    expect(min([3, 1, 2])).toBe(1);
    expect(max([3, 1, 2])).toBe(3);
  });
  it('are NaN when no run finished', () => {
    expect(min([])).toBeNaN();
    expect(max([])).toBeNaN();
  });
});
