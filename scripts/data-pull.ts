/**
 * npm run data:pull: takes each sheet named in data/sources.json from its published spreadsheet
 * (online; run by an editor or the daily pull-sheets workflow, never by the build or the tests'
 * own commands).
 *
 *   npm run data:pull -- [--data DIR] [--report DIR] [--allow-big-change SHEET] [--allow-loopback]
 *
 * A sheet that would lose most of its list (emptied, cut, every name or link rewritten, a
 * column's values gone; today, or since the list as merged 7 days before), or that grows
 * suddenly, is not written and counts as a sheet not pulled (exit 1), with a
 * sentence. --allow-big-change shops.csv (repeatable, or several names separated by commas or
 * spaces; an empty value names none, as the scheduled workflow passes it) writes it all the same.
 *
 * Exit status, as data:fetch: 0 every sheet pulled (or nothing new); 1 a sheet has errors or its
 * address is unusable (that sheet's file is unchanged); 2 a mistyped command; 3 the command
 * failed (sources.json unreadable, a download failed for now, a file could not be written), with a
 * sentence and no stack trace.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { createHttpClient } from './net/http-client';
import { writeFileAtomic } from '../src/lib/node/atomic-write';
import { renderPullConsole, renderPullJson, renderPullMarkdown } from './pull/pull-report';
import { runDataPull } from './pull/run-data-pull';
import { readArguments, UsageError } from './support/cli';
import { isSheetList, SHEET_LISTS } from '../src/pipeline';

const USAGE = 'npm run data:pull -- [--data DIR] [--report DIR] [--allow-big-change SHEET] [--allow-loopback]';

/** The sheet files named by --allow-big-change: 'shops.csv' or 'shops', separated by commas or spaces. */
function sheetsNamed(values: readonly string[]): Set<string> {
  const files = new Set<string>();
  for (const name of values.flatMap((value) => value.split(/[\s,]+/)).filter(Boolean)) {
    const list = name.replace(/\.csv$/i, '').toLowerCase();
    if (!isSheetList(list)) {
      throw new UsageError(
        `--allow-big-change names '${name}', which is not one of the sheets (${SHEET_LISTS.map((sheet) => `${sheet}.csv`).join(', ')}).\nUsage: ${USAGE}`,
      );
    }
    files.add(`${list}.csv`);
  }
  return files;
}

async function main(): Promise<number> {
  let values;
  let allowBigChange: Set<string>;
  try {
    ({ values } = readArguments(
      process.argv.slice(2),
      {
        data: { type: 'string', default: 'data' },
        report: { type: 'string', default: 'reports' },
        // A deliberate clean-up: these sheets are written even though they lose most of their list.
        'allow-big-change': { type: 'string', multiple: true, default: [] },
        // For tests against servers on 127.0.0.1: lets loopback through, nothing else.
        'allow-loopback': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      USAGE,
    ));
    allowBigChange = sheetsNamed(values['allow-big-change']);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(error.message);
    return 2;
  }
  if (values.help) {
    console.log(`Usage: ${USAGE}`);
    return 0;
  }
  const dataDir = path.resolve(values.data);
  if (!existsSync(dataDir) || !statSync(dataDir).isDirectory()) {
    console.error(`The data folder '${values.data}' does not exist; pass --data with the folder that holds sources.json and the sheets.\nUsage: ${USAGE}`);
    return 2;
  }
  // A published sheet is one request (Google adds a redirect); a large one may take a while to arrive.
  const client = createHttpClient({ allowLoopback: values['allow-loopback'], timeoutMs: 60_000 });
  let report;
  try {
    report = await runDataPull({ dataDir, client, allowBigChange });
  } finally {
    client.close();
  }
  const reportDir = path.resolve(values.report);
  const reportPath = path.join(reportDir, 'data-pull.md');
  writeFileAtomic(reportPath, renderPullMarkdown(report));
  writeFileAtomic(path.join(reportDir, 'data-pull.json'), renderPullJson(report));
  for (const line of renderPullConsole(report)) console.log(line);
  console.log(`Report: ${path.relative(process.cwd(), reportPath) || reportPath} (and data-pull.json)`);
  return report.exitCode;
}

const failed = (error: unknown) => {
  // An unreadable sources.json, a disk that refuses a write, or a bug: one sentence, no stack trace.
  console.error(`data:pull stopped: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(3);
};
process.on('uncaughtException', failed);
process.on('unhandledRejection', failed);

main().then((code) => {
  process.exitCode = code;
}, failed);
