/**
 * Checks the data folder and writes the data-quality report.
 *
 *   npx tsx scripts/normalize.ts [--data DIR] [--report DIR]
 *
 * Prints one line per file, totals, and where the report is. Exit status 1 when any error
 * exists (the site would miss rows or pages), 0 otherwise.
 */
import { mkdirSync, renameSync, writeFileSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { describeCandidates, renderJsonReport, renderMarkdownReport, runPipeline } from '../src/pipeline';
import { inspectImages } from '../src/pipeline/inspect-images';

interface Options {
  dataDir: string;
  reportDir: string;
}

function parseArguments(argv: readonly string[]): Options | string {
  const options: Options = { dataDir: 'data', reportDir: 'reports' };
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index];
    const value = argv[index + 1];
    if (argument === '--data' || argument === '--report') {
      if (value === undefined || value.startsWith('--')) return `${argument} needs a folder, e.g. ${argument} ${argument === '--data' ? 'data' : 'reports'}`;
      if (argument === '--data') options.dataDir = value;
      else options.reportDir = value;
      index++;
    } else if (argument === '--help' || argument === '-h') {
      return 'usage: tsx scripts/normalize.ts [--data DIR] [--report DIR]';
    } else {
      return `unknown option '${argument}'; usage: tsx scripts/normalize.ts [--data DIR] [--report DIR]`;
    }
  }
  return options;
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
    // Each report is written to a temporary file, then renamed: an interrupted run leaves the old report whole.
    for (const [file, text] of [[markdownPath, renderMarkdownReport(result)], [path.join(reportDir, 'data-quality.json'), renderJsonReport(result)]] as const) {
      writeFileSync(`${file}.tmp`, text);
      renameSync(`${file}.tmp`, file);
    }
  } catch (error) {
    console.error(`The report cannot be written to '${parsed.reportDir}' (${(error as { code?: string }).code ?? (error as Error).message}); pass --report with a folder you can write to.`);
    return 2;
  }

  const width = Math.max(...result.files.map((file) => file.file.length));
  for (const file of result.files) {
    const parts = [`${file.rows} rows`, `${file.kept} kept`, `${file.fixed} fixed`, `${file.merged} merged`, `${file.rejected} rejected`];
    const flags = [file.errors ? `${file.errors} error${file.errors === 1 ? '' : 's'}` : '', file.reviews ? `${file.reviews} to review` : ''].filter(Boolean);
    console.log(`${file.errors ? '✗' : '✓'} ${file.file.padEnd(width)}  ${parts.join(', ')}${flags.length ? `  (${flags.join(', ')})` : ''}`);
  }
  for (const candidates of result.candidates) {
    console.log(`${candidates.problems.length ? '!' : '·'} ${candidates.file}: ${describeCandidates(candidates)}${candidates.problems.length ? ` (${candidates.problems.length} unreadable, see the report)` : ''}`);
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
