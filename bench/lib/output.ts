import path from 'node:path';

/** The checkout the benchmarks measure: every suite builds, serves and writes relative to it. */
export const BENCH_ROOT = path.resolve(__dirname, '..', '..');

/** One progress line format for every suite: `[bench <suite> hh:mm:ss] message`. */
export function benchLog(suite: string): (message: string) => void {
  return (message) => console.log(`[bench ${suite} ${new Date().toISOString().slice(11, 19)}] ${message}`);
}
