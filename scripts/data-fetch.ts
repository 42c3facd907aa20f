/**
 * npm run data:fetch: the only command that uses the network (run by an editor or the weekly
 * refresh workflow, never by the build or the tests' own commands).
 *
 *   npm run data:fetch -- [--data DIR] [--report DIR] [--discover] [--accept-suggestions] [--allow-loopback] [--format text|github]
 *
 * With `--format github` it also prints a GitHub workflow command per finding (an annotation on
 * the sheet's line, titled with the finding's rule id), as data:check does.
 *
 * Exit status: 0 everything fetched or only under review; 1 a cell's address is unusable;
 * 2 usage error; 3 internal failure (a message, no stack trace).
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createHttpClient } from './net/http-client';
import { createDataFetch } from './fetch/run-data-fetch';
import { createProgress } from './fetch/progress';
import { githubAnnotationLines } from './support/github-annotations';

const USAGE = 'usage: npm run data:fetch -- [--data DIR] [--report DIR] [--discover] [--accept-suggestions] [--allow-loopback] [--format text|github]';
const FORMATS = ['text', 'github'];

function parseOptions(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      data: { type: 'string', default: 'data' },
      report: { type: 'string', default: 'reports' },
      discover: { type: 'boolean', default: false },
      'accept-suggestions': { type: 'boolean', default: false },
      // For tests against servers on 127.0.0.1: lets loopback through, nothing else.
      'allow-loopback': { type: 'boolean', default: false },
      format: { type: 'string', default: 'text' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (positionals.length > 0) throw new Error(`unexpected '${positionals[0]}'`);
  if (!FORMATS.includes(values.format)) throw new Error(`--format needs one of ${FORMATS.join(', ')}, e.g. --format github`);
  return values;
}

async function main(): Promise<number> {
  let options: ReturnType<typeof parseOptions>;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message.split('\n')[0]}\n${USAGE}`);
    return 2;
  }
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  const dataDir = path.resolve(options.data);
  if (!existsSync(dataDir) || !statSync(dataDir).isDirectory()) {
    console.error(`The data folder '${options.data}' does not exist; pass --data with the folder that holds shops.csv.\n${USAGE}`);
    return 2;
  }
  const client = createHttpClient({ allowLoopback: options['allow-loopback'] });
  const fetch = createDataFetch({
    dataDir,
    reportDir: path.resolve(options.report),
    client,
    // Accepting needs something to accept: --accept-suggestions implies --discover.
    discover: options.discover || options['accept-suggestions'],
    acceptSuggestions: options['accept-suggestions'],
    progress: createProgress(),
  });
  const interrupted = () => {
    fetch.checkpoint();
    console.error('\nStopped. What was fetched so far is saved; run the command again to continue.');
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);

  const { report, exitCode, reportPath } = await fetch.run();
  client.close();
  const errors = report.findings.filter((finding) => finding.severity === 'error');
  const reviews = report.findings.filter((finding) => finding.severity === 'review');
  for (const finding of errors) console.log(`✗ ${finding.message}`);
  if (options.format === 'github') for (const line of githubAnnotationLines(report.findings, dataDir)) console.log(line);
  console.log(
    `Images: ${report.images.length} (${report.images.filter((image) => image.result === 'failed').length} failed). ` +
      `Links: ${report.links.length} (${report.links.filter((link) => link.outcome === 'dead' || link.outcome === 'moved').length} to review). ` +
      (report.suggestions.length
        ? `Logo suggestions: ${report.suggestions.length}${report.suggestions.some((item) => item.accepted) ? ' (written into the sheets)' : ''}. `
        : '') +
      `${errors.length} to fix, ${reviews.length} to review.`,
  );
  console.log(`Report: ${path.relative(process.cwd(), reportPath) || reportPath} (and data-fetch.json)`);
  return exitCode;
}

// A failure outside the run's own promise chain (a stream callback) still ends with a message, not a stack.
const internalFailure = (error: unknown) => {
  console.error(`data:fetch stopped unexpectedly: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(3);
};
process.on('uncaughtException', internalFailure);
process.on('unhandledRejection', internalFailure);

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // Input and network problems are findings in the report; reaching here is a bug or a broken disk.
    console.error(`data:fetch stopped unexpectedly: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 3;
  },
);
