/**
 * The pull report: console lines, reports/data-pull.md (the body of the workflow's pull request and
 * its job summary, so a reviewer reads the change in words) and reports/data-pull.json for tools.
 *
 * Each sheet's part is built once as plain sentences (sheetPart); the console prints them, and
 * the Markdown escapes every one of them with the project's one escaping (escapeMarkdown), since
 * they quote cells, sources.json and the pages a server answered with. A new sentence about a
 * written sheet is one more entry in its `sentences` (run-data-pull.ts), and both outputs carry
 * it, escaped in the Markdown and counted in the bounds.
 *
 * Sizes: GitHub cuts a pull request's body at 65,536 characters and drops a job summary over
 * 1 MiB, and a 50 MB sheet can have a million errors or changed rows. So each sheet lists its
 * first lines and counts the rest, every quoted line is clipped, and the Markdown as a whole stays
 * under MAX_MARKDOWN_CHARS. data-pull.json keeps the first JSON_LIST_LIMIT entries of each list,
 * with every count.
 */
import { escapeMarkdown } from '../../src/pipeline';
import type { PullReport, SheetPull } from './run-data-pull';

/** Under GitHub's 65,536 characters for a pull request's body, with room for the workflow's footer. */
export const MAX_MARKDOWN_CHARS = 60_000;
/** Errors or changes the Markdown lists for one sheet; the rest are counted. */
export const MARKDOWN_LINES_PER_SHEET = 40;
/** The same for the console (a terminal, or the workflow's log). */
export const CONSOLE_LINES_PER_SHEET = 200;
/** Entries of each list (errors, rows added, removed, changed, sentences) data-pull.json keeps for a sheet. */
export const JSON_LIST_LIMIT = 2_000;
/** A line quoting a cell stays readable: longer ones end in '…'. */
const MAX_LINE_CHARS = 1_000;

/** One sheet's result in plain sentences: its headline, what it says, and its list of errors or changes. */
interface SheetPart {
  /** The console's line: "✓ shops.csv: 1 row added; written to data/shops.csv". */
  line: string;
  /** The Markdown's heading: "shops.csv: 1 row added". */
  heading: string;
  address: string | null;
  /** Markdown only: sentences after the address, before the list (the console's line says them). */
  lines: string[];
  /** The errors or changes, one sentence each. */
  list: string[];
  /** "error" or "change": "… and 12 more errors". */
  listNoun: string;
  /** Where the entries left out of the list are. */
  rest: string;
  /** Markdown only: a sentence after the list, in the project's own Markdown (not escaped). */
  note: string | null;
}

const plural = (count: number, word: string, many = `${word}s`) => `${count.toLocaleString('en-US')} ${count === 1 ? word : many}`;

const period = (text: string) => `${text}${/[.!?]$/.test(text) ? '' : '.'}`;

function sheetPart(sheet: SheetPull): SheetPart {
  const base = { address: sheet.address, lines: [] as string[], list: [] as string[], listNoun: '', rest: '', note: null };
  switch (sheet.status) {
    case 'updated':
    case 'created': {
      const headline = `${sheet.file}: ${sheet.status === 'created' ? 'new sheet, ' : ''}${sheet.summary}`;
      return {
        ...base,
        line: `✓ ${headline}; written to data/${sheet.file}${reviewsNote(sheet.reviews)}`,
        heading: headline,
        list: sheet.sentences,
        listNoun: 'change',
        rest: `the pull request's diff of data/${sheet.file} shows every row`,
        note:
          sheet.reviews > 0
            ? `${plural(sheet.reviews, 'finding')} to review (not errors): \`npm run data:check\` lists ${sheet.reviews === 1 ? 'it' : 'them'}, as does the workflow run's data check.`
            : null,
      };
    }
    case 'unchanged':
      return { ...base, line: `· ${sheet.file}: nothing new${reviewsNote(sheet.reviews)}`, heading: `${sheet.file}: nothing new` };
    case 'errors': {
      const count = sheet.errors.length;
      return {
        ...base,
        line: `✗ ${sheet.file}: not pulled, the spreadsheet has ${plural(count, 'error')}; data/${sheet.file} is unchanged. Fix ${count === 1 ? 'it' : 'them'} in the spreadsheet:`,
        heading: `${sheet.file}: not pulled, ${plural(count, 'error')} in the spreadsheet`,
        lines: [`data/${sheet.file} is unchanged. Fix ${count === 1 ? 'it' : 'them'} in the spreadsheet; the next pull takes the sheet once it has no error:`],
        list: sheet.errors.map((error) => error.text),
        listNoun: 'error',
        rest:
          count <= JSON_LIST_LIMIT
            ? 'data-pull.json lists them all'
            : `data-pull.json lists the first ${JSON_LIST_LIMIT.toLocaleString('en-US')}; fix those and pull again to see the rest`,
      };
    }
    case 'not-pulled':
      return { ...base, line: `✗ ${sheet.file}: not pulled: ${period(sheet.problem)}`, heading: `${sheet.file}: not pulled`, lines: [period(capitalize(sheet.problem))] };
  }
}

const clip = (text: string) => (text.length > MAX_LINE_CHARS ? `${text.slice(0, MAX_LINE_CHARS - 1)}…` : text);

/** The first `limit` entries, then one line that counts the others and says where they are. */
function listed(part: SheetPart, limit: number): string[] {
  if (part.list.length <= limit) return part.list;
  const more = part.list.length - limit;
  return [...part.list.slice(0, limit), `… and ${more.toLocaleString('en-US')} more ${part.listNoun}${more === 1 ? '' : 's'}: ${part.rest}.`];
}

/** One line per sheet, and under it the change or the errors. */
export function renderPullConsole(report: PullReport): string[] {
  if (report.sourcesProblem !== null) return [`✗ ${period(report.sourcesProblem)} Nothing was pulled, and nothing in data/ was changed.`];
  if (report.sheets.length === 0) {
    return ['data/sources.json names no sheet yet, so there is nothing to pull and nothing in data/ was changed; docs/editors.md says how to add one.'];
  }
  const lines: string[] = [];
  for (const sheet of report.sheets) {
    const part = sheetPart(sheet);
    lines.push(clip(part.line));
    for (const line of listed(part, CONSOLE_LINES_PER_SHEET)) lines.push(`    ${clip(line)}`);
  }
  if (report.historyProblem) lines.push(report.historyProblem);
  lines.push(totals(report));
  return lines;
}

const reviewsNote = (reviews: number) => (reviews > 0 ? ` (${plural(reviews, 'finding')} to review: npm run data:check lists ${reviews === 1 ? 'it' : 'them'})` : '');

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

/** Text from outside the project (a cell, a sources.json entry, a page's title), clipped, as Markdown that shows it and does nothing else. */
const md = (text: string) => escapeMarkdown(clip(text));

/**
 * The Markdown report, also the pull request's body and the job summary: every text from outside
 * goes through escapeMarkdown, and it stays under MAX_MARKDOWN_CHARS whatever the sheets hold.
 */
export function renderPullMarkdown(report: PullReport): string {
  const head = [
    '# Sheets pulled from the published spreadsheets',
    '',
    `\`npm run data:pull\`, ${report.generatedAt.slice(0, 16).replace('T', ' ')} UTC. Each sheet was checked with the rules of ` +
      '`npm run data:check` before it was written; a sheet with errors was not written, and its file is as it was.',
    '',
  ];
  const body: string[] = [];
  if (report.sourcesProblem !== null) {
    body.push('## sources.json: not read', '', `${md(period(capitalize(report.sourcesProblem)))} Nothing was pulled, and nothing in \`data/\` was changed.`, '');
  } else if (report.sheets.length === 0) {
    body.push('`data/sources.json` names no sheet yet, so there was nothing to pull (see `docs/editors.md`).', '');
  }
  for (const sheet of report.sheets) {
    const part = sheetPart(sheet);
    body.push(`## ${md(part.heading)}`, '');
    const from = part.address === null ? [] : [`From ${md(part.address)}.`];
    const intro = [...from, ...part.lines.map(md)];
    if (intro.length > 0) body.push(intro.join(' '), '');
    if (part.list.length > 0) body.push(...listed(part, MARKDOWN_LINES_PER_SHEET).map((line) => `- ${md(capitalize(line))}`), '');
    if (part.note) body.push(part.note, '');
  }
  if (report.historyProblem) body.push(md(report.historyProblem), '');
  const tail = report.sheets.length > 0 ? [totals(report), ''] : [];
  return bounded(head, body, tail);
}

/** head, as much of body as fits, tail: under MAX_MARKDOWN_CHARS, saying where it stopped. */
function bounded(head: string[], body: string[], tail: string[]): string {
  const cut = [
    '',
    `The report stops here, to stay under the ${MAX_MARKDOWN_CHARS.toLocaleString('en-US')} characters GitHub shows in a pull request; ` +
      '`data-pull.json` (the workflow run keeps it in its `pull-sheets-report` artifact) has every sheet.',
    '',
  ];
  const size = (lines: string[]) => lines.reduce((sum, line) => sum + line.length + 1, 0);
  const room = MAX_MARKDOWN_CHARS - size(head) - size(tail) - size(cut);
  let used = 0;
  let kept = 0;
  while (kept < body.length && used + (body[kept] as string).length + 1 <= room) used += (body[kept++] as string).length + 1;
  const lines = kept === body.length ? [...head, ...body, ...tail] : [...head, ...body.slice(0, kept), ...cut, ...tail];
  return lines.join('\n');
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The first JSON_LIST_LIMIT entries; the count says how many there are in all. */
const firstOf = <T>(items: readonly T[]) => items.slice(0, JSON_LIST_LIMIT);

/** For tools: every sheet's result, each list cut to its first JSON_LIST_LIMIT entries with its count beside it. */
export function renderPullJson(report: PullReport): string {
  const sheets = report.sheets.map((sheet) => {
    if (sheet.status === 'errors') return { ...sheet, errorCount: sheet.errors.length, errors: firstOf(sheet.errors) };
    if (sheet.status !== 'updated' && sheet.status !== 'created') return sheet;
    const { changes } = sheet;
    return {
      ...sheet,
      counts: { added: changes.added.length, removed: changes.removed.length, changed: changes.changed.length, sentences: sheet.sentences.length },
      changes: { ...changes, added: firstOf(changes.added), removed: firstOf(changes.removed), changed: firstOf(changes.changed) },
      sentences: firstOf(sheet.sentences),
    };
  });
  return `${JSON.stringify({ ...report, listLimit: JSON_LIST_LIMIT, sheets }, null, 2)}\n`;
}
