/** The data-quality report: Markdown for editors, JSON for machines. */
import { escapeMarkdown } from './markdown';
import { renderWorklist } from './worklist';
import { issueLine, reportedIssue } from '../rules/issue';
import type { CandidateFileSummary, DataIssue, PipelineResult, RowOutcome, Severity } from './types';

const SEVERITY_LABEL: Record<Severity, string> = { error: 'error', review: 'needs review', fixed: 'auto-fixed' };
const SEVERITY_ORDER: Record<Severity, number> = { error: 0, review: 1, fixed: 2 };

/** Sheet text in the report: one escaping for every Markdown page the pipeline writes. */
const escapeCell = escapeMarkdown;

function describeOutcome(outcome: RowOutcome): string {
  switch (outcome.status) {
    case 'kept':
      return 'kept';
    case 'fixed':
      return `fixed: ${(outcome.changes ?? []).map((change) => `${change.column} '${change.before}' → '${change.after}'`).join('; ')}`;
    case 'merged':
      return `merged into row ${outcome.mergedInto}`;
    case 'rejected':
      return `rejected (${outcome.reason ?? 'see the errors'})`;
  }
}

/** What the report opens with: what it lists, the severities, and the rules worth knowing; then the table of files. */
const REPORT_INTRO: readonly string[] = [
  '# Data quality report',
  '',
  'Every row of every file in `data/` is listed below as **kept**, **fixed** (with each change), ',
  '**merged** into another row, or **rejected** (with the reason). Severities: **error** (the row or file is ',
  'not used until it is fixed; the check fails), **needs review** (used, but check it), **auto-fixed** (changed for you).',
  '',
  'Each finding names its rule in brackets, e.g. [link-http]; the table of rules in `docs/editors.md` says what each one checks.',
  '',
  'Rules worth knowing: a logo cell holds a file name in `data/logos/` (`giant.png` or `logos/giant.png`) or a full ',
  '`https://` image address; a logo that cannot be used is left out for review and the tile shows its fallback. Event ',
  'posters, destination thumbnails and slides must exist under `data/` (errors otherwise) or be an `https://` address. ',
  'The site shows an `https://` image only once `npm run data:fetch` has stored it: until then it is **not fetched yet** ',
  '(needs review) and the page shows the fallback, or leaves out a card that is its picture. Locations are read as the ',
  'Philippine place they name; cities are shown by their everyday name (`Las Piñas`, `Muntinlupa`), with `City` only ',
  'where the bare name is also a province or another town (`Quezon City`, `Cebu City`). Spellings people use can be ',
  'added to `data/place-aliases.csv`.',
  '',
  '| file | rows | kept | fixed | merged | rejected | errors | needs review |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
];

export function renderMarkdownReport(result: PipelineResult): string {
  const lines: string[] = [...REPORT_INTRO, ...fileTable(result.files)];
  const byFile = indexByFile(result);
  // Appended in place: a spread of a 100,000-row file's lines would overflow the call's arguments.
  for (const file of result.files) writeFileSection(lines, file, byFile.get(file.file) ?? emptyEntry());
  lines.push(...renderWorklist(result.worklist, '##'));
  lines.push(...candidatesSection(result));
  return `${lines.join('\n').trimEnd()}\n`;
}

type FileSummary = PipelineResult['files'][number];

/** The table of files: one line per file with its counts, then the totals and a blank line. */
function fileTable(files: readonly FileSummary[]): string[] {
  const lines = files.map(
    (file) => `| ${escapeCell(file.file)} | ${file.rows} | ${file.kept} | ${file.fixed} | ${file.merged} | ${file.rejected} | ${file.errors} | ${file.reviews} |`,
  );
  const total = files.reduce(
    (sum, file) => ({
      rows: sum.rows + file.rows,
      kept: sum.kept + file.kept,
      fixed: sum.fixed + file.fixed,
      merged: sum.merged + file.merged,
      rejected: sum.rejected + file.rejected,
      errors: sum.errors + file.errors,
      reviews: sum.reviews + file.reviews,
    }),
    { rows: 0, kept: 0, fixed: 0, merged: 0, rejected: 0, errors: 0, reviews: 0 },
  );
  lines.push(`| **total** | ${total.rows} | ${total.kept} | ${total.fixed} | ${total.merged} | ${total.rejected} | ${total.errors} | ${total.reviews} |`, '');
  return lines;
}

/** One file's findings and row outcomes (the first outcome of each row), and its findings by row. */
interface FileEntry {
  issues: DataIssue[];
  outcomes: Map<number, RowOutcome>;
  issuesByRow: Map<number, DataIssue[]>;
}

function emptyEntry(): FileEntry {
  return { issues: [], outcomes: new Map(), issuesByRow: new Map() };
}

/** Index issues and outcomes once: looking them up row by row made the report quadratic. */
function indexByFile(result: PipelineResult): Map<string, FileEntry> {
  const byFile = new Map<string, FileEntry>();
  const entryFor = (file: string) => {
    let entry = byFile.get(file);
    if (!entry) {
      entry = emptyEntry();
      byFile.set(file, entry);
    }
    return entry;
  };
  for (const issue of result.issues) {
    const entry = entryFor(issue.file);
    entry.issues.push(issue);
    if (issue.row === null) continue;
    const rowIssues = entry.issuesByRow.get(issue.row);
    if (rowIssues) rowIssues.push(issue);
    else entry.issuesByRow.set(issue.row, [issue]);
  }
  for (const outcome of result.outcomes) {
    const outcomes = entryFor(outcome.file).outcomes;
    if (!outcomes.has(outcome.row)) outcomes.set(outcome.row, outcome);
  }
  return byFile;
}

/** A file's section, appended to `lines`: its file-wide findings, then each row with an outcome other than kept or a finding, then how many other rows were kept. */
function writeFileSection(lines: string[], file: FileSummary, entry: FileEntry): void {
  const issues = entry.issues;
  const outcomes = [...entry.outcomes.values()].filter((outcome) => outcome.status !== 'kept');
  lines.push(`## ${file.file}`, '');
  if (issues.length === 0 && outcomes.length === 0) {
    lines.push(file.rows > 0 ? `All ${file.rows} rows kept as they are.` : 'Nothing to report.', '');
    return;
  }
  const fileIssues = issues.filter((issue) => issue.row === null);
  for (const issue of sortIssues(fileIssues)) lines.push(`- **${SEVERITY_LABEL[issue.severity]}** [${issue.rule}]: ${escapeCell(issueLine(issue))}`);
  if (fileIssues.length > 0) lines.push('');
  const rows = [...new Set([...issues.filter((issue) => issue.row !== null).map((issue) => issue.row as number), ...outcomes.map((outcome) => outcome.row)])].sort(
    (a, b) => a - b,
  );
  for (const row of rows) {
    const outcome = entry.outcomes.get(row);
    lines.push(`### Row ${row}${outcome ? ` — ${escapeCell(describeOutcome(outcome))}` : ''}`, '');
    for (const issue of sortIssues(entry.issuesByRow.get(row) ?? [])) {
      lines.push(`- **${SEVERITY_LABEL[issue.severity]}** ${cellReference(issue)} [${issue.rule}]: ${escapeCell(issueLine(issue))}`);
    }
    lines.push('');
  }
  const untouched = file.kept - rows.filter((row) => entry.outcomes.get(row)?.status === 'kept').length;
  if (untouched > 0) lines.push(`The other ${untouched} rows were kept as they are.`, '');
}

/** One line per candidate sheet: counted for the editors who review it, never published. */
export function describeCandidates(summary: CandidateFileSummary): string {
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  return `${plural(summary.candidates, 'candidate')} waiting for review (not on the site): ${summary.withLink} with a link, ${summary.withoutPlace} without a resolvable place`;
}

function candidatesSection(result: PipelineResult): string[] {
  if (result.candidates.length === 0) return [];
  const lines = [
    '## Candidates waiting for review',
    '',
    'Rows in `data/candidates/` are shops found elsewhere (OpenStreetMap) that the site does not show. An editor checks each one ',
    'and moves the good ones into `shops.csv` (see "Reviewing OpenStreetMap candidates" in `docs/editors.md`).',
    '',
  ];
  for (const summary of result.candidates) {
    lines.push(`- \`${summary.file}\`: ${describeCandidates(summary)}.`);
    for (const problem of summary.problems) lines.push(`  - **${SEVERITY_LABEL[problem.severity]}** [${problem.rule}]: ${escapeCell(issueLine(problem))}`);
  }
  lines.push('');
  return lines;
}

/** "15:link". Not a code span: the column may be a header's own text, and a code span cannot be escaped. */
function cellReference(issue: DataIssue): string {
  return escapeCell(`${issue.row ?? ''}${issue.column ? `:${issue.column}` : ''}`);
}

function sortIssues(issues: DataIssue[]): DataIssue[] {
  return [...issues].sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]);
}

/** The report for tools: each finding with its line as shown (`message`), as the Markdown report shows it; the whole worklist. */
export function renderJsonReport(result: PipelineResult): string {
  const { files, outcomes, worklist } = result;
  const issues = result.issues.map(reportedIssue);
  const candidates = result.candidates.map((summary) => ({ ...summary, problems: summary.problems.map(reportedIssue) }));
  return `${JSON.stringify({ files, issues, outcomes, candidates, worklist }, null, 2)}\n`;
}
