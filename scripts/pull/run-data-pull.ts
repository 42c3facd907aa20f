/**
 * npm run data:pull, minus argument parsing: for each sheet in data/sources.json, download the
 * published spreadsheet, decode it with the pipeline's decoder, check it with the rules of
 * data:check, and only when it has no error write it over data/<sheet> with the one sheet writer.
 * A sheet with errors, or one that could not be downloaded, leaves its file exactly as it was.
 *
 * So does a sheet that loses most of its list in one go (bigChange: emptied, cut, every name or
 * link rewritten, a column's values gone), that grows suddenly (suddenGrowth), or that has lost
 * most of its list since the list as merged some days before (lossSinceBaseline, from the
 * repository's history): a "select all, delete", a vandal in the spreadsheet or a bot filling it
 * is not proposed as an ordinary day's change. A deliberate clean-up goes through when the person
 * running the pull names the sheet (--allow-big-change, or the workflow's input of that name).
 */
import path from 'node:path';
import {
  bigChange,
  checkSheet,
  columnSpec,
  compareSheets,
  describeChanges,
  noRowChanged,
  readDataFile,
  rowAndColumn,
  replaceSheet,
  sheetContextFor,
  summarizeChanges,
  type DataIssue,
  type SheetChanges,
  type SheetContext,
  type SheetList,
} from '../../src/pipeline/node';
import { csvLocator, type SheetLocator } from '../../src/pipeline/report/github';
import { inspectImages } from '../../src/pipeline/node/inspect-images';
import type { HttpClient } from '../net/http-client';
import { writeSheetFile } from '../support/write-sheet-file';
import { downloadSheet } from './download-sheet';
import { lossSinceBaseline, suddenGrowth } from './guard';
import { BASELINE_DAYS, openRepository, sheetHistory, type Repository } from './history';
import { readSources, SOURCES_FILE, type Source } from './sources';

export interface SheetError {
  row: number | null;
  column: string | null;
  /** The spreadsheet's column letter (A, B, … AA), when the header names the column. */
  columnLetter: string | null;
  rule: string;
  /** "row 4, column C (link): the link …" */
  text: string;
}

export type SheetPull =
  | {
      file: string;
      address: string | null;
      status: 'updated' | 'created';
      list: SheetList;
      changes: SheetChanges;
      sentences: string[];
      summary: string;
      reviews: number;
      /** The big change (bigChange) this pull let through because it was asked to, or null. */
      allowedBigChange: string | null;
    }
  | { file: string; address: string | null; status: 'unchanged'; reviews: number }
  | { file: string; address: string | null; status: 'errors'; errors: SheetError[] }
  | { file: string; address: string | null; status: 'not-pulled'; problem: string; transient: boolean; bigChange?: string };

export interface PullReport {
  generatedAt: string;
  dataDir: string;
  sheets: SheetPull[];
  /** Why data/sources.json could not be read at all (then nothing was pulled), or null. */
  sourcesProblem: string | null;
  /** Why a changed sheet could not be compared with the list as merged some days before (the repository's history), or null. */
  historyProblem: string | null;
  /** 0 every sheet pulled (or nothing new); 1 a sheet has errors or its source is unusable; 3 a download failed for now, or sources.json could not be read. */
  exitCode: 0 | 1 | 3;
}

export interface DataPullOptions {
  dataDir: string;
  client: HttpClient;
  now?: () => Date;
  /** The sheets ('shops.csv') whose big change is intended: written all the same. */
  allowBigChange?: ReadonlySet<string>;
}

/** How to let a deliberate big change through: the workflow's input, or the flag by hand. */
function bigChangeWayThrough(file: string): string {
  return (
    `if that is intended, run the pull once more with the sheet named: on GitHub, Actions → "Pull sheets from the spreadsheets" → Run workflow, ` +
    `with ${file} in "Sheets whose big change is intended" (or by hand: npm run data:pull -- --allow-big-change ${file}); ` +
    `if not, undo the change in the spreadsheet (File → Version history) and the next pull takes it`
  );
}

/** 1 → A, 27 → AA: the column as the spreadsheet labels it. */
export function columnLetter(position: number): string {
  let letters = '';
  for (let rest = position; rest > 0; rest = Math.floor((rest - 1) / 26)) letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

/** An error as the editor finds it in the spreadsheet: its row, its column letter and name, the sentence. */
function sheetError(issue: DataIssue, locator: SheetLocator): SheetError {
  const position = issue.column ? locator.column(issue.column) : null;
  const letter = position === null ? null : columnLetter(position);
  const place = rowAndColumn(issue.row, issue.column && letter ? `${letter} (${issue.column})` : issue.column);
  const at = issue.row === null ? (place ? `the whole sheet, ${place}` : 'the whole sheet') : place;
  return { row: issue.row, column: issue.column, columnLetter: letter, rule: issue.rule, text: `${at}: ${issue.sentence}` };
}

/** The change from the file's copy to the download; null when the download is not readable as the list's sheet and has errors that say why. */
function compareOrNull(list: SheetList, before: string | null, after: string, hasErrors: boolean): SheetChanges | null {
  try {
    return compareSheets(list, before, after);
  } catch (error) {
    if (hasErrors) return null;
    throw error;
  }
}

const capitalizeFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, index) => byte === b[index]);

/** What the sheets of one pull share: its options and clock, and the repository's history. */
interface PullSession {
  options: DataPullOptions;
  now: () => Date;
  /** The repository's history is read once, and only when a sheet changed. */
  repository: Repository | null;
  /** Why losses over several pulls were not checked, when they were not. */
  historyProblem: string | null;
}

/** The download against the list as merged BASELINE_DAYS before (history.ts); null when there is no such version to compare with. */
function baselineLoss(session: PullSession, source: Source, existingText: string | null, text: string) {
  let history;
  try {
    session.repository ??= openRepository(session.options.dataDir);
    history = sheetHistory(session.repository, source.file, session.now());
  } catch (error) {
    history = { ok: false as const, problem: `git could not read it (${error instanceof Error ? error.message.split('\n')[0] : String(error)})` };
  }
  if (!history.ok) {
    session.historyProblem = `Losses over several pulls were not checked (compared with the lists as merged ${BASELINE_DAYS} days before): ${history.problem}.`;
    return null;
  }
  return lossSinceBaseline(source.list, history.versions, existingText, text);
}

/** Checks one downloaded sheet and writes it when it has no errors and no big change; says what changed. */
async function pullOne(session: PullSession, source: Source, downloaded: Uint8Array, sheetContext: SheetContext): Promise<SheetPull> {
  const { dataDir, allowBigChange } = session.options;
  const base = { file: source.file, address: source.address };
  const filePath = path.join(dataDir, source.file);
  const current = readDataFile(dataDir, source.file);
  if (current.status === 'refused') {
    return { ...base, status: 'not-pulled', problem: `data/${source.file} ${current.reason}; nothing was written`, transient: false };
  }
  const existing = current.status === 'read' ? current.bytes : null;
  const replaced = replaceSheet(downloaded, existing);
  if (!replaced.ok) return { ...base, status: 'not-pulled', problem: replaced.problem, transient: false };

  // The bytes that would be written are the bytes checked.
  const check = checkSheet(replaced.bytes, source.list, sheetContext);
  const errors = check.issues.filter((issue) => issue.severity === 'error');
  const unchanged = existing !== null && sameBytes(existing, replaced.bytes);

  // A big change is told before the errors: a tab emptied or cut is what the editor must know first.
  // (A sheet with errors may not be readable as a sheet; then there is no change to measure.)
  const changes = unchanged ? null : compareOrNull(source.list, replaced.existingText, replaced.text, errors.length > 0);
  const oneDay = changes === null ? null : (bigChange(source.list, changes) ?? suddenGrowth(source.list, changes));
  const sinceBaseline = changes === null || oneDay !== null ? null : baselineLoss(session, source, replaced.existingText, replaced.text);
  const big = oneDay ?? sinceBaseline?.big ?? null;
  if (big !== null && !allowBigChange?.has(source.file)) {
    return {
      ...base,
      status: 'not-pulled',
      problem: `${big}, so data/${source.file} was not written; ${bigChangeWayThrough(source.file)}`,
      transient: false,
      bigChange: big,
    };
  }
  if (errors.length > 0) {
    // One reading of the header serves every error (a sheet can be tens of megabytes).
    const locator = csvLocator(replaced.text, columnSpec(source.list));
    return { ...base, status: 'errors', errors: errors.map((issue) => sheetError(issue, locator)) };
  }
  const reviews = check.issues.filter((issue) => issue.severity === 'review').length;
  if (unchanged || changes === null) return { ...base, status: 'unchanged', reviews };

  writeSheetFile(filePath, replaced.bytes);
  const sentences = describeChanges(source.list, changes);
  if (big !== null) sentences.unshift(`${capitalizeFirst(big)}: written because the pull was asked to take this sheet's big change.`);
  else if (sinceBaseline?.sentence) sentences.push(sinceBaseline.sentence);
  if (noRowChanged(changes) && !changes.unreadableBefore) {
    sentences.push('No row or cell changed: only how the file writes them (quotes or blank rows).');
  }
  return {
    ...base,
    status: existing === null ? 'created' : 'updated',
    list: source.list,
    changes,
    sentences,
    summary: summarizeChanges(changes),
    reviews,
    allowedBigChange: big,
  };
}

export async function runDataPull(options: DataPullOptions): Promise<PullReport> {
  const now = options.now ?? (() => new Date());
  const { dataDir, client } = options;
  const dataDirShown = path.relative(process.cwd(), dataDir) || '.';
  const sources = readSources(dataDir);
  // The command failed (exit 3, as docs/editors.md says), and the report says why.
  if (!sources.ok) return { generatedAt: now().toISOString(), dataDir: dataDirShown, sheets: [], sourcesProblem: sources.problem, historyProblem: null, exitCode: 3 };
  const sheets: SheetPull[] = sources.problems.map((problem) => ({
    file: problem.file,
    address: problem.address,
    status: 'not-pulled' as const,
    problem: `${SOURCES_FILE}: ${problem.problem}`,
    transient: false,
  }));

  let context: SheetContext | null = null;
  const session: PullSession = { options, now, repository: null, historyProblem: null };
  const contextOnce = async () => (context ??= sheetContextFor({ dataDir, probe: await inspectImages(dataDir) }));

  // Downloads run together (the client limits how many per host); checks and writes one sheet at a time.
  const downloads = await Promise.all(sources.sources.map(async (source) => ({ source, download: await downloadSheet(client, source.address) })));
  for (const { source, download } of downloads) {
    if (!download.ok) {
      sheets.push({ file: source.file, address: source.address, status: 'not-pulled', problem: download.problem, transient: download.transient });
      continue;
    }
    sheets.push(await pullOne(session, source, download.bytes, await contextOnce()));
  }
  sheets.sort((a, b) => a.file.localeCompare(b.file));

  const transient = sheets.some((sheet) => sheet.status === 'not-pulled' && sheet.transient);
  const failed = sheets.some((sheet) => sheet.status === 'errors' || sheet.status === 'not-pulled');
  return {
    generatedAt: now().toISOString(),
    dataDir: dataDirShown,
    sheets,
    sourcesProblem: null,
    historyProblem: session.historyProblem,
    exitCode: transient ? 3 : failed ? 1 : 0,
  };
}
