/** The statistics every benchmark reports (the one place for them): medians of runs, percentiles, min and max. */

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The value below which `share` of the values lie (nearest rank, as the bench has always read p90). */
export function percentile(values: readonly number[], share: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] as number;
}

export const min = (values: readonly number[]): number => (values.length === 0 ? Number.NaN : Math.min(...values));
export const max = (values: readonly number[]): number => (values.length === 0 ? Number.NaN : Math.max(...values));

/** How long `task` takes once, in ms. */
export function timed(task: () => unknown): number {
  const started = process.hrtime.bigint();
  task();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

/** Times `task` `runs` times (one after another) and gives the median, in ms. */
export const medianTime = (task: () => unknown, runs: number): number => median(Array.from({ length: runs }, () => timed(task)));
