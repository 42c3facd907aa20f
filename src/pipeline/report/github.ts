/**
 * The report as GitHub Actions workflow commands, so a pull request shows each finding on the
 * line of the sheet it is about: `::error file=data/shops.csv,line=L,col=C,title=…::message`
 * for errors and `::warning …` for findings that need review. Auto-fixes are not annotated.
 *
 * L is the line of the file where the row starts, which is the spreadsheet row only until a
 * cell holds a line break; C is the column's position in the header row.
 */
import { parse } from 'csv-parse/sync';
import { headerKey, type CsvColumnSpec } from '../format/csv';
import { escapeMarkdown } from './markdown';
import { renderWorklist } from './worklist';
import { rowAndColumn } from '../rules/findings';
import { issueLine } from '../rules/issue';
import type { AnyRuleId, DataIssue, FileSummary, PipelineResult } from './types';

/** Escaping of a command's message, as the Actions runner reads it (actions/toolkit escapeData). */
export function escapeCommandData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** Escaping of a property value (file, title…): the data escapes plus ':' and ','. */
export function escapeCommandProperty(text: string): string {
  return escapeCommandData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/**
 * The line (1-based) on which each CSV record starts, by record: index 0 is the file's first
 * record. Reads quotes as csv-parse does: a cell that starts with '"' runs to the closing
 * quote, line breaks included; '""' inside it is a quote.
 */
export function recordStartLines(text: string): number[] {
  const starts: number[] = [];
  let line = 1;
  let recordStart = true;
  let fieldStart = true;
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (recordStart) {
      starts.push(line);
      recordStart = false;
    }
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') index++;
        else quoted = false;
      } else if (char === '\n' || (char === '\r' && text[index + 1] !== '\n')) line++;
      continue;
    }
    if (char === '"' && fieldStart) {
      quoted = true;
      fieldStart = false;
    } else if (char === ',') {
      fieldStart = true;
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index++;
      line++;
      recordStart = true;
      fieldStart = true;
    } else if (!(char === '\ufeff' && index === 0)) {
      fieldStart = false;
    }
  }
  return starts;
}

/** Where a CSV's findings point: the line of each spreadsheet row and the position of each column. */
export interface SheetLocator {
  line(row: number): number | null;
  column(column: string): number | null;
}

export function csvLocator(text: string, spec: CsvColumnSpec): SheetLocator {
  const starts = recordStartLines(text);
  let header: string[] = [];
  try {
    const table = parse(text, { bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: false });
    header = table.find((cells) => cells.some((cell) => cell.trim() !== '')) ?? [];
  } catch {
    // An unreadable file's findings point at rows only.
  }
  const canonical = new Map<string, string>();
  for (const column of [...spec.required, ...spec.optional]) canonical.set(headerKey(column), column);
  for (const [alias, column] of Object.entries(spec.aliases ?? {})) canonical.set(headerKey(alias), column);
  return {
    line: (row) => starts[row - 1] ?? null,
    column: (column) => {
      // A finding names a canonical column ('logo') or, for an unused column, its header text.
      const index = header.findIndex((cell) => canonical.get(headerKey(cell.trim())) === column || cell.trim() === column);
      return index === -1 ? null : index + 1;
    },
  };
}

export interface AnnotationOptions {
  /** The path GitHub shows for a data file, relative to the repository, e.g. 'data/shops.csv'. */
  pathOf(file: string): string;
  /** How to find lines and columns in a file; null for files without lines (JSON entries). */
  locatorOf(file: string): SheetLocator | null;
}

function title(issue: DataIssue<AnyRuleId>): string {
  const severity = issue.severity === 'error' ? 'Data error' : 'Needs review';
  const where = rowAndColumn(issue.row, issue.column);
  return `${severity} [${issue.rule}]: ${issue.file}${where ? ` ${where}` : ''}`;
}

/** One workflow command per error or needs-review finding. */
export function renderGithubAnnotations(issues: readonly DataIssue<AnyRuleId>[], options: AnnotationOptions): string[] {
  const lines: string[] = [];
  for (const issue of issues) {
    if (issue.severity === 'fixed') continue;
    const locator = options.locatorOf(issue.file);
    const properties: [string, string][] = [['file', options.pathOf(issue.file)]];
    const line = issue.row !== null && locator ? locator.line(issue.row) : null;
    if (line !== null) {
      properties.push(['line', String(line)]);
      const column = issue.column && locator ? locator.column(issue.column) : null;
      if (column !== null) properties.push(['col', String(column)]);
    }
    properties.push(['title', title(issue)]);
    const command = issue.severity === 'error' ? 'error' : 'warning';
    lines.push(`::${command} ${properties.map(([key, value]) => `${key}=${escapeCommandProperty(value)}`).join(',')}::${escapeCommandData(issueLine(issue))}`);
  }
  return lines;
}

/** Errors the job summary lists (GitHub drops a step summary over 1 MiB); the report has them all. */
export const SUMMARY_ERRORS = 100;
/** A message quoting a long cell stays one readable line. */
const clipMessage = (message: string) => (message.length > 1_000 ? `${message.slice(0, 999)}…` : message);

/**
 * The summary for the job page ($GITHUB_STEP_SUMMARY): the table, the errors, then the editors' worklist. Every text
 * that can come from a sheet (file names, messages quoting cells) goes through escapeMarkdown, so
 * a cell can neither add a link or an image to the page nor break the table. It lists the first
 * SUMMARY_ERRORS errors and counts the rest, so a sheet with a million errors still has a summary.
 */
export function renderStepSummary(result: Pick<PipelineResult, 'files' | 'issues' | 'worklist'>, reportName: string): string {
  const row = (file: Pick<FileSummary, 'rows' | 'kept' | 'fixed' | 'merged' | 'rejected' | 'errors' | 'reviews'>, name: string) =>
    `| ${name} | ${file.rows} | ${file.kept} | ${file.fixed} | ${file.merged} | ${file.rejected} | ${file.errors} | ${file.reviews} |`;
  const errors = result.issues.filter((issue) => issue.severity === 'error');
  const lines = [
    '## Data check',
    '',
    '| file | rows | kept | fixed | merged | rejected | errors | needs review |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...result.files.map((file) => row(file, escapeMarkdown(file.file))),
    '',
    errors.length === 0 ? 'No errors.' : `### Errors (${errors.length})`,
    ...(errors.length ? ['', ...errors.slice(0, SUMMARY_ERRORS).map((issue) => `- [${issue.rule}] ${escapeMarkdown(clipMessage(issueLine(issue)))}`)] : []),
    ...(errors.length > SUMMARY_ERRORS ? [`- … and ${errors.length - SUMMARY_ERRORS} more errors, listed in the report.`] : []),
    '',
    ...renderWorklist(result.worklist, '###'),
    `Every row and every finding is in ${escapeMarkdown(reportName)}.`,
    '',
  ];
  return lines.join('\n');
}
