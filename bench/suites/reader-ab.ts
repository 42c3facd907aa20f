/**
 * The sheet reader of this tree against an older one: `checkSheet` (decode, CSV, every column's
 * checks, the cross-row rules) on 20,000 shop rows and 6,000 brand rows, with some of every common
 * finding (a space after a name, a link without https://, a place no table holds). Each tree runs
 * in its own process (bench/lib/reader-run.ts: two warm-up runs, then the median of five), rounds
 * alternating which goes first, so both see the same load. In one process the two trees share
 * node_modules' code and its type feedback, which favoured whichever tree ran first by up to 10%.
 * It first proves the two give the same summaries, findings (as the JSON report writes them) and
 * row outcomes, then quotes the medians and the median per-round ratio (this tree / the older
 * one). A refactor of the rules should keep the ratio within ±5%.
 *
 *   git archive <rev> src data | tar -x -C /tmp/reader-base && ln -s "$PWD/node_modules" /tmp/reader-base/
 *   npm run bench -- reader-ab --base /tmp/reader-base [--rounds 7]
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { positiveInteger, readArguments, UsageError } from '../../scripts/support/cli';
import { BENCH_ROOT } from '../lib/output';
import type { ReaderRun } from '../lib/reader-run';
import { median } from '../lib/stats';

const USAGE = 'npm run bench -- reader-ab --base DIR [--rounds 7]';

/** One process reading with the tree at `root`. */
function readerRun(root: string): ReaderRun {
  const printed = execFileSync(process.execPath, ['--import', 'tsx', path.join(BENCH_ROOT, 'bench/lib/reader-run.ts'), root], {
    cwd: BENCH_ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(printed.trim().split('\n').at(-1) as string) as ReaderRun;
}

export function run(args: readonly string[]): void {
  const { values } = readArguments(args, { base: { type: 'string' }, rounds: { type: 'string' } }, USAGE);
  if (values.base === undefined) throw new UsageError(`--base is needed.\nUsage: ${USAGE}`);
  const rounds = positiveInteger(values.rounds, 'rounds', 7);
  const roots = { base: path.resolve(values.base), this: BENCH_ROOT };
  const runs: Record<keyof typeof roots, ReaderRun[]> = { base: [], this: [] };
  for (let round = 0; round < rounds; round++) {
    for (const name of round % 2 ? (['this', 'base'] as const) : (['base', 'this'] as const)) runs[name].push(readerRun(roots[name]));
  }
  const digests = new Set([...runs.base, ...runs.this].map((one) => one.digest));
  if (digests.size !== 1) throw new Error(`The two readers gave different results (${[...digests].join(', ')}): compare them before timing.`);
  const findings = (runs.this[0] as ReaderRun).findings;
  console.log(
    `checkSheet on 20,000 shop rows and 6,000 brand rows (${findings.toLocaleString('en-US')} findings), ${rounds} rounds, one process per tree and round, alternating:`,
  );
  console.log(`  same summaries, findings (as reported) and row outcomes from both: yes (sha256 ${[...digests][0]})`);
  const line = (what: string, pick: (one: ReaderRun) => number) => {
    const base = median(runs.base.map(pick));
    const tree = median(runs.this.map(pick));
    return `  ${what}: base (${values.base}) ${base.toFixed(0)} ms, this tree ${tree.toFixed(0)} ms, ratio ${(tree / base).toFixed(3)}`;
  };
  console.log(line('wall-clock medians', (one) => one.ms));
  console.log(line('process CPU medians (steadier under load)', (one) => one.cpu));
  const ratio = median(runs.this.map((one, round) => one.ms / (runs.base[round] as ReaderRun).ms));
  console.log(`  median of the per-round ratios (this / base, same round): ${ratio.toFixed(3)}; target within ±5%: ${Math.abs(ratio - 1) <= 0.05 ? 'met' : 'missed'}`);
}
