import { existsSync } from 'node:fs';
import path from 'node:path';
import { publicDir } from '../../tests/support/build-output';
import { positiveInteger, readArguments, UsageError } from '../../scripts/support/cli';
import { gitCommit, loadAverage, machineInfo } from '../lib/machine';
import { BENCH_ROOT, benchLog } from '../lib/output';
import { writeFigures } from '../lib/section';
import { measurePhoneGap, renderPhoneGapSection } from '../lib/phone-gap';

export const PHONE_GAP_USAGE = 'npm run bench -- phone-gap [--runs 5] [--route /shops] [--query iloilo] [--no-write]';

/**
 * `npm run bench -- phone-gap`: the gap a phone feels (bench/lib/phone-gap.ts) on the
 * public/ already built. Rewrites its own section of BENCHMARKS.md (unless --no-write) and
 * writes the raw figures to reports/phone-gap.json.
 */
export async function phoneGapCommand(root: string, args: readonly string[], log: (message: string) => void): Promise<void> {
  const { values } = readArguments(
    args,
    { runs: { type: 'string' }, route: { type: 'string' }, query: { type: 'string' }, 'no-write': { type: 'boolean', default: false } },
    PHONE_GAP_USAGE,
  );
  const route = values.route ?? '/shops/';
  if (!route.startsWith('/')) throw new UsageError(`--route takes a path of the site starting with /, not '${route}'.\nUsage: ${PHONE_GAP_USAGE}`);
  const query = values.query ?? 'iloilo';
  const runs = positiveInteger(values.runs, 'runs', 5);
  if (!existsSync(path.join(publicDir, 'index.html'))) throw new Error('No build in public/: run npm run build first.');
  const info = machineInfo();
  const loadAtStart = loadAverage();
  log(`phone gap on ${route}, "${query}", ${runs} runs; load ${loadAtStart}`);
  const results = await measurePhoneGap(publicDir, { runs, route, query, log });
  const commit = gitCommit(root);
  const section = renderPhoneGapSection(results, {
    command: `npm run bench -- phone-gap${args.length > 0 ? ` ${args.join(' ')}` : ''}`,
    commit,
    date: `${info.date.slice(0, 16).replace('T', ' ')} UTC`,
    loadAtStart,
    loadAtEnd: loadAverage(),
    machine: `${info.cores} cores, Node ${info.node}, ${info.chromium}`,
  });
  writeFigures(root, 'phone-gap', { commit, loadAtStart, ...results }, section, !values['no-write'], log);
}

export const run = (args: readonly string[]): Promise<void> => phoneGapCommand(BENCH_ROOT, args, benchLog('phone-gap'));
