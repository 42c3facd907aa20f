/**
 * The pull report: console lines, reports/data-pull.md (the body of the workflow's pull request,
 * so a reviewer reads the change in words) and reports/data-pull.json for tools.
 */
import { codeSpan, describeChanges, MARKDOWN_STYLE } from '../../src/pipeline';
import { escapeMarkdown } from '../../src/pipeline/markdown';
import type { PullReport, SheetPull } from './run-data-pull';

/** One line per sheet, and under it the change or the errors. */
export function renderPullConsole(report: PullReport): string[] {
  const lines: string[] = [];
  if (report.sheets.length === 0) {
    lines.push('data/sources.json names no sheet yet, so there is nothing to pull and nothing in data/ was changed; docs/editors.md says how to add one.');
    return lines;
  }
  for (const sheet of report.sheets) {
    if (sheet.status === 'updated' || sheet.status === 'created') {
      lines.push(`✓ ${sheet.file}: ${sheet.status === 'created' ? 'new sheet, ' : ''}${sheet.summary}; written to data/${sheet.file}${reviewsNote(sheet.reviews)}`);
      for (const sentence of sheet.sentences) lines.push(`    ${sentence}`);
    } else if (sheet.status === 'unchanged') {
      lines.push(`· ${sheet.file}: nothing new${reviewsNote(sheet.reviews)}`);
    } else if (sheet.status === 'errors') {
      lines.push(
        `✗ ${sheet.file}: not pulled, the spreadsheet has ${sheet.errors.length} error${sheet.errors.length === 1 ? '' : 's'}; data/${sheet.file} is unchanged. Fix ${sheet.errors.length === 1 ? 'it' : 'them'} in the spreadsheet:`,
      );
      for (const error of sheet.errors) lines.push(`    ${error.text}`);
    } else if (sheet.status === 'not-pulled') {
      lines.push(`✗ ${sheet.file}: not pulled: ${sheet.problem}${sheet.problem.endsWith('.') ? '' : '.'}`);
    }
  }
  lines.push(totals(report));
  return lines;
}

const reviewsNote = (reviews: number) =>
  reviews > 0 ? ` (${reviews} finding${reviews === 1 ? '' : 's'} to review: npm run data:check lists ${reviews === 1 ? 'it' : 'them'})` : '';

function totals(report: PullReport): string {
  const count = (status: SheetPull['status'][]) => report.sheets.filter((sheet) => status.includes(sheet.status)).length;
  const written = count(['updated', 'created']);
  const unchanged = count(['unchanged']);
  const notPulled = count(['errors', 'not-pulled']);
  if (written === 0 && notPulled === 0) return `Nothing new: every sheet is the same as its published spreadsheet, and nothing in data/ was changed.`;
  const parts = [`${written} sheet${written === 1 ? '' : 's'} written`];
  if (unchanged) parts.push(`${unchanged} with nothing new`);
  if (notPulled) parts.push(`${notPulled} not pulled`);
  return `${parts.join(', ')}.${written === 0 ? ' Nothing in data/ was changed.' : ''}`;
}

/** The Markdown report, also the pull request's body: every value from a sheet in a code span, so none acts as a link or a mention. */
export function renderPullMarkdown(report: PullReport): string {
  const lines = [
    '# Sheets pulled from the published spreadsheets',
    '',
    `\`npm run data:pull\`, ${report.generatedAt.slice(0, 16).replace('T', ' ')} UTC. Each sheet was checked with the rules of ` +
      '`npm run data:check` before it was written; a sheet with errors was not written, and its file is as it was.',
    '',
  ];
  if (report.sheets.length === 0) lines.push('`data/sources.json` names no sheet yet, so there was nothing to pull (see `docs/editors.md`).', '');
  for (const sheet of report.sheets) {
    const source = sheet.address ? `From ${codeSpan(sheet.address)}.` : '';
    if (sheet.status === 'updated' || sheet.status === 'created') {
      lines.push(`## ${sheet.file}: ${sheet.status === 'created' ? 'new sheet, ' : ''}${sheet.summary}`, '', source, '');
      const sentences = describeChanges(sheet.list, sheet.changes, MARKDOWN_STYLE);
      // A big change let through on purpose: said first, so the reviewer does not take it for an ordinary day's.
      if (sheet.allowedBigChange) sentences.unshift(`**Big change, taken because the pull was asked to:** ${escapeMarkdown(sheet.allowedBigChange)}.`);
      if (sentences.length === 0) sentences.push('No row or cell changed: only how the file writes them (quotes or blank rows).');
      for (const sentence of sentences) lines.push(`- ${sentence}`);
      if (sheet.reviews > 0)
        lines.push(
          '',
          `${sheet.reviews} finding${sheet.reviews === 1 ? '' : 's'} to review (not errors): \`npm run data:check\` lists ${sheet.reviews === 1 ? 'it' : 'them'}, as does the workflow run's data check.`,
        );
    } else if (sheet.status === 'unchanged') {
      lines.push(`## ${sheet.file}: nothing new`, '', source);
    } else if (sheet.status === 'errors') {
      lines.push(
        `## ${sheet.file}: not pulled, ${sheet.errors.length} error${sheet.errors.length === 1 ? '' : 's'} in the spreadsheet`,
        '',
        `${source} \`data/${sheet.file}\` is unchanged. Fix ${sheet.errors.length === 1 ? 'it' : 'them'} in the spreadsheet; the next pull takes the sheet once it has no error:`,
        '',
        ...sheet.errors.map((error) => `- ${capitalize(error.text)}`),
      );
    } else if (sheet.status === 'not-pulled') {
      lines.push(`## ${sheet.file}: not pulled`, '', `${source} ${capitalize(sheet.problem)}${sheet.problem.endsWith('.') ? '' : '.'}`.trim());
    }
    lines.push('');
  }
  if (report.sheets.length > 0) lines.push(totals(report), '');
  return lines.join('\n');
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function renderPullJson(report: PullReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}
