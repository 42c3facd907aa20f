/**
 * npm run data:fetch: the only command that uses the network (run by an editor or the weekly
 * refresh workflow, never by the build or the tests' own commands).
 *
 *   npm run data:fetch -- [--data DIR] [--report DIR] [--discover] [--accept-suggestions] [--allow-loopback] [--format text|github]
 *
 * npm run data:refresh is this command with --refresh, the weekly job as the workflow runs it:
 * everything above plus discovery for every row whose logo cell is empty, the logos found kept
 * in data/cache/found-logos.json (never written into a sheet), and the pull request's body in
 * <report>/refresh-pull-request.md, its pictures served from --image-base (see scripts/fetch/found-logos-pr.ts).
 *
 *   npm run data:refresh -- [--data DIR] [--report DIR] [--image-base https://…/data/] [--run-url URL] [--allow-loopback] [--format text|github]
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
import { issueLine } from '../src/pipeline/rules/issue';

const USAGE =
  'usage: npm run data:fetch -- [--data DIR] [--report DIR] [--discover] [--accept-suggestions] [--allow-loopback] [--format text|github]\n' +
  '       npm run data:refresh -- [--data DIR] [--report DIR] [--image-base https://…/data/] [--run-url URL] [--allow-loopback] [--format text|github]';
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
      // npm run data:refresh: the weekly job (discovery into data/cache/found-logos.json and the pull request's body).
      refresh: { type: 'boolean', default: false },
      'image-base': { type: 'string' },
      'run-url': { type: 'string' },
      // For tests against servers on 127.0.0.1: lets loopback through, nothing else.
      'allow-loopback': { type: 'boolean', default: false },
      format: { type: 'string', default: 'text' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (positionals.length > 0) throw new Error(`unexpected '${positionals[0]}'`);
  if (!FORMATS.includes(values.format)) throw new Error(`--format needs one of ${FORMATS.join(', ')}, e.g. --format github`);
  if (values.refresh && values['accept-suggestions'])
    throw new Error(
      '--accept-suggestions writes into the sheets, which the weekly refresh never does; run npm run data:fetch -- --discover --accept-suggestions instead',
    );
  if (!values.refresh && (values['image-base'] !== undefined || values['run-url'] !== undefined))
    throw new Error('--image-base and --run-url go with npm run data:refresh');
  const base = values['image-base'];
  if (base !== undefined && !/^https:\/\/[^\s"'<>()]+\/$/.test(base))
    throw new Error(`--image-base needs an https:// address ending in '/', e.g. https://raw.githubusercontent.com/OWNER/REPO/BRANCH/data/`);
  const runUrl = values['run-url'];
  if (runUrl !== undefined && !/^https:\/\/[^\s"'<>()]+$/.test(runUrl)) throw new Error('--run-url needs an https:// address');
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
    discover: options.discover || options['accept-suggestions'] || options.refresh,
    acceptSuggestions: options['accept-suggestions'],
    ...(options.refresh ? { proposeLogos: { imageBase: options['image-base'] ?? null, runUrl: options['run-url'] ?? null } } : {}),
    progress: createProgress(),
  });
  const interrupted = () => {
    fetch.checkpoint();
    console.error('\nStopped. What was fetched so far is saved; run the command again to continue.');
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);

  const { report, exitCode, reportPath, foundLogos } = await fetch.run();
  client.close();
  const errors = report.findings.filter((finding) => finding.severity === 'error');
  const reviews = report.findings.filter((finding) => finding.severity === 'review');
  for (const finding of errors) console.log(`✗ ${issueLine(finding)}`);
  if (options.format === 'github') for (const line of githubAnnotationLines(report.findings, dataDir)) console.log(line);
  console.log(
    `Images: ${report.images.length} (${report.images.filter((image) => image.result === 'failed').length} failed). ` +
      `Links: ${report.links.length} (${report.links.filter((link) => link.outcome === 'dead' || link.outcome === 'moved').length} to review). ` +
      (report.suggestions.length
        ? `Logo suggestions: ${report.suggestions.length}${report.suggestions.some((item) => item.accepted) ? ' (written into the sheets)' : ''}. `
        : '') +
      `${errors.length} to fix, ${reviews.length} to review.`,
  );
  if (foundLogos) {
    console.log(`Found logos: ${foundLogos.added.length} new, ${foundLogos.kept.length} kept, ${foundLogos.dropped.length} dropped (data/cache/found-logos.json).`);
    console.log(`Pull request body: ${path.relative(process.cwd(), foundLogos.bodyPath) || foundLogos.bodyPath}`);
  }
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
