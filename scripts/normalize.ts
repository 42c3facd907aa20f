/**
 * Checks the data folder and writes the data-quality report.
 *
 *   npx tsx scripts/normalize.ts [--data DIR] [--report DIR] [--format text|github]
 *
 * Prints one line per file, the first errors and findings to review (each with its rule id,
 * `[link-http] shops.csv row 4, column link: …`), totals, and where the report is. With `--format github` it also
 * prints a GitHub workflow command per error and needs-review finding (an annotation on the
 * sheet's line in a pull request), and appends a summary to $GITHUB_STEP_SUMMARY when set. Exit status 1 when any error
 * exists (the site would miss rows or pages), 0 otherwise.
 */
import { appendFileSync, mkdirSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { describeCandidates, issueLine, renderJsonReport, renderMarkdownReport, runPipeline, type PipelineResult } from '../src/pipeline/node';
import { inspectImages } from '../src/pipeline/node/inspect-images';
import { renderStepSummary } from '../src/pipeline/report/github';
import { githubAnnotationLines } from './support/github-annotations';
import { writeFileAtomic } from '../src/lib/node/atomic-write';
import { readArguments, UsageError } from './support/cli';

const FORMATS = ['text', 'github'] as const;
type Format = (typeof FORMATS)[number];

interface Options {
  dataDir: string;
  reportDir: string;
  format: Format;
}

/** Findings printed on the console; the report holds them all. */
const CONSOLE_FINDINGS = 20;

/** Errors first, then findings to review: `[rule] message`, at most CONSOLE_FINDINGS lines. */
function consoleFindings(issues: PipelineResult['issues'], limit = CONSOLE_FINDINGS): string[] {
  const shown = [...issues.filter((issue) => issue.severity === 'error'), ...issues.filter((issue) => issue.severity === 'review')];
  const lines = shown.slice(0, limit).map((issue) => `${issue.severity === 'error' ? 'error ' : 'review'} [${issue.rule}] ${issueLine(issue).replace(/\r?\n/g, ' ')}`);
  if (shown.length > limit) lines.push(`… and ${shown.length - limit} more errors and findings to review in the report.`);
  return lines;
}

const USAGE = 'usage: tsx scripts/normalize.ts [--data DIR] [--report DIR] [--format text|github]';

function parseArguments(argv: readonly string[]): Options | string {
  let values;
  try {
    ({ values } = readArguments(
      argv,
      { data: { type: 'string' }, report: { type: 'string' }, format: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      USAGE.replace(/^usage: /, ''),
    ));
  } catch (error) {
    if (error instanceof UsageError) return error.message;
    throw error;
  }
  if (values.help) return USAGE;
  const format = values.format ?? 'text';
  if (!(FORMATS as readonly string[]).includes(format)) return `--format needs one of ${FORMATS.join(', ')}, e.g. --format github`;
  return { dataDir: values.data ?? 'data', reportDir: values.report ?? 'reports', format: format as Format };
}

async function main(): Promise<number> {
  const parsed = parseArguments(process.argv.slice(2));
  if (typeof parsed === 'string') {
    console.error(parsed);
    return 2;
  }
  const dataDir = path.resolve(parsed.dataDir);
  if (!existsSync(dataDir) || !statSync(dataDir).isDirectory()) {
    console.error(`The data folder '${parsed.dataDir}' does not exist; pass --data with the folder that holds shops.csv.`);
    return 2;
  }
  const result = runPipeline({ dataDir, probe: await inspectImages(dataDir) });
  const reportDir = path.resolve(parsed.reportDir);
  const markdownPath = path.join(reportDir, 'data-quality.md');
  try {
    mkdirSync(reportDir, { recursive: true });
    // Each report is written atomically: an interrupted run leaves the old report whole.
    for (const [file, text] of [
      [markdownPath, renderMarkdownReport(result)],
      [path.join(reportDir, 'data-quality.json'), renderJsonReport(result)],
    ] as const) {
      writeFileAtomic(file, text);
    }
  } catch (error) {
    console.error(
      `The report cannot be written to '${parsed.reportDir}' (${(error as { code?: string }).code ?? (error as Error).message}); pass --report with a folder you can write to.`,
    );
    return 2;
  }

  const width = Math.max(...result.files.map((file) => file.file.length));
  for (const file of result.files) {
    const parts = [`${file.rows} rows`, `${file.kept} kept`, `${file.fixed} fixed`, `${file.merged} merged`, `${file.rejected} rejected`];
    const flags = [file.errors ? `${file.errors} error${file.errors === 1 ? '' : 's'}` : '', file.reviews ? `${file.reviews} to review` : ''].filter(Boolean);
    console.log(`${file.errors ? '✗' : '✓'} ${file.file.padEnd(width)}  ${parts.join(', ')}${flags.length ? `  (${flags.join(', ')})` : ''}`);
  }
  for (const candidates of result.candidates) {
    console.log(
      `${candidates.problems.length ? '!' : '·'} ${candidates.file}: ${describeCandidates(candidates)}${candidates.problems.length ? ` (${candidates.problems.length} unreadable, see the report)` : ''}`,
    );
  }
  for (const line of consoleFindings(result.issues)) console.log(line);
  if (parsed.format === 'github') {
    for (const line of githubAnnotationLines(result.issues, dataDir)) console.log(line);
    const summaryFile = process.env.GITHUB_STEP_SUMMARY;
    if (summaryFile) appendFileSync(summaryFile, renderStepSummary(result, `the data-quality report (${path.relative(process.cwd(), markdownPath) || markdownPath})`));
  }
  const errors = result.issues.filter((issue) => issue.severity === 'error').length;
  const reviews = result.issues.filter((issue) => issue.severity === 'review').length;
  const fixed = result.issues.filter((issue) => issue.severity === 'fixed').length;
  console.log(`Total: ${result.outcomes.length} rows, ${errors} errors, ${reviews} to review, ${fixed} auto-fixed.`);
  console.log(`Report: ${path.relative(process.cwd(), markdownPath) || markdownPath} (and data-quality.json)`);
  return errors > 0 ? 1 : 0;
}

main().then(
  (status) => {
    process.exitCode = status;
  },
  (error: unknown) => {
    // Input problems are reported above; reaching here is a bug in the pipeline itself.
    console.error(`The data check stopped unexpectedly: ${(error as Error).message}`);
    process.exitCode = 3;
  },
);
