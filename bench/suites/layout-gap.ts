import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { publicDir } from '../../tests/support/build-output';
import { positiveInteger, readArguments } from '../../scripts/support/cli';
import { GAP_ROUTES, gapRun, LAYOUT_ROUTE, renderLayoutGapSection, roundOrder, type GapRun } from '../lib/layout-gap';
import { gitCommit, loadAverage, machineInfo } from '../lib/machine';
import { BENCH_ROOT, benchLog } from '../lib/output';
import { writeFigures } from '../lib/section';
import { serveFolder } from '../lib/static-host';

/** How many shops public/ was built with: the rows of its shop index (the default data or `npm run bench -- scale-data`). */
function shopsInBuild(): number | undefined {
  const index = path.join(publicDir, 'shops', 'index.json');
  if (!existsSync(index)) return undefined;
  const rows: unknown = JSON.parse(readFileSync(index, 'utf8'));
  return Array.isArray(rows) ? rows.length : undefined;
}

export const LAYOUT_GAP_USAGE = 'npm run bench -- layout-gap [--runs 6] [--no-write]';

/**
 * `npm run bench -- layout-gap`: Lighthouse on the layout-only page and each route in the
 * same rounds (bench/lib/layout-gap.ts), on the public/ already built. Rewrites its own
 * section of BENCHMARKS.md (unless --no-write) and writes the raw figures to reports/layout-gap.json.
 */
export async function layoutGapCommand(root: string, args: readonly string[], log: (message: string) => void): Promise<void> {
  const { values } = readArguments(args, { runs: { type: 'string' }, 'no-write': { type: 'boolean', default: false } }, LAYOUT_GAP_USAGE);
  const rounds = positiveInteger(values.runs, 'runs', 6);
  if (!existsSync(path.join(publicDir, 'index.html'))) throw new Error('No build in public/: run npm run build first.');
  const routes = [LAYOUT_ROUTE, ...GAP_ROUTES];
  const info = machineInfo();
  const loadAtStart = loadAverage();
  log(`layout gap: ${routes.join(' ')}, ${rounds} rounds; load ${loadAtStart}`);
  const site = await serveFolder(publicDir);
  const runs: GapRun[] = [];
  try {
    for (let run = 1; run <= rounds; run++) {
      for (const route of roundOrder(routes, run)) {
        try {
          const result = await gapRun(site.url, route, run);
          runs.push(result);
          log(
            `round ${run} ${route}: performance ${result.performance}, TBT ${Math.round(result.tbt)} ms, benchmarkIndex ${Math.round(result.benchmarkIndex)}, ` +
              `main-thread CPU after FCP ${result.mainThread?.cpu.toFixed(0) ?? '?'} ms (blocking at 4× ${result.mainThread?.cpuBlocking.toFixed(0) ?? '?'} ms); load ${loadAverage()}`,
          );
        } catch (error) {
          log(`round ${run} ${route}: Lighthouse failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }
  } finally {
    await site.close();
  }
  const section = renderLayoutGapSection(runs, routes, {
    command: `npm run bench -- layout-gap${args.length > 0 ? ` ${args.join(' ')}` : ''}`,
    commit: gitCommit(root),
    date: `${info.date.slice(0, 16).replace('T', ' ')} UTC`,
    loadAtStart,
    loadAtEnd: loadAverage(),
    machine: `${info.cores} cores, Node ${info.node}, ${info.chromium}, Lighthouse ${info.lighthouse}`,
    rounds,
    shops: shopsInBuild(),
  });
  writeFigures(root, 'layout-gap', { loadAtStart, runs }, section, !values['no-write'], log);
}

export const run = (args: readonly string[]): Promise<void> => layoutGapCommand(BENCH_ROOT, args, benchLog('layout-gap'));
