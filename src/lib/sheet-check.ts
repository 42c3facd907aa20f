/**
 * What the /editors page does with a file, apart from the page itself: tell a spreadsheet
 * from a wrong file, work out which list it is, run the pipeline's own checkSheet on it and
 * write the fixed sheet. Runs in the page's Web Worker; pure, so it is tested in Node too.
 */
import { notASheet } from '../pipeline/format/csv';
import { splitCsvText } from '../pipeline/format/csv-split';
import { parseCsv } from '../pipeline/format/csv';
import { foundLogoKey } from '../pipeline/detect/found-logos';
import { writeFixedSheet } from '../pipeline/edit/fixed-sheet';
import { categorySlugsOf } from '../pipeline/entities/brand-categories';
import { readBrandCategories } from '../pipeline/check/json-files';
import { looksLikeImage, type FileProbe } from '../pipeline/detect/logos';
import { decodeSheetBytes } from '../pipeline/format/encoding';
import { sheetSizeProblem } from '../pipeline/format/limits';
import {
  checkSheet,
  columnSpec,
  listFromFileName,
  listsFromHeader,
  loadPlaceTable,
  sheetFile,
  type SheetCheck,
  type SheetContext,
  type SheetList,
} from '../pipeline/check/check-sheet';
import { sheetOf } from '../pipeline/sheets';
import { issueLine } from '../pipeline/rules/issue';
import type { RowOutcome, Severity } from '../pipeline/types';
import type { DetectedBy, SheetView, ViewWindow } from './sheet-check-protocol';

/** The site's own copies of the files a sheet is checked against, as they were at build time. */
export interface SiteCopies {
  aliasesText: string;
  categoriesText: string;
  /** The keys of the logos the weekly run found that the site shows (cache/found-logos.json, as built). */
  foundLogoKeys?: readonly string[];
}

export interface BrowserContext {
  context: SheetContext;
  /** Local files the sheet names; the browser cannot see the data folder, so they are not checked. */
  namedFiles: Set<string>;
  placeCount: number;
  aliasCount: number;
  categoryCount: number;
  /** The keys (`<sheet file>|<link>`) of the found logos the site shows. */
  foundLogoKeys: ReadonlySet<string>;
}

const PNG_SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function browserContext(copies: SiteCopies): BrowserContext {
  const { table, log: aliasLog } = loadPlaceTable(copies.aliasesText);
  const { categories } = readBrandCategories(copies.categoriesText);
  const namedFiles = new Set<string>();
  // The rules ask for a local logo's first bytes. Here there is no data folder: the file is
  // noted and taken as a picture, and the page lists it as not checked (never as missing).
  const probe: FileProbe = (relativePath) => {
    namedFiles.add(relativePath);
    return PNG_SIGNATURE;
  };
  return {
    context: { places: table, categorySlugs: categorySlugsOf(categories), probe },
    namedFiles,
    placeCount: new Set([...table.byName.values()].flat()).size,
    aliasCount: aliasLog.summary().rows,
    categoryCount: categories.length,
    foundLogoKeys: new Set(copies.foundLogoKeys ?? []),
  };
}

/**
 * The rows of a sheet the site shows a found logo for: a link, and an empty logo cell (a filled
 * cell wins, `none` refuses it), keyed as cache/found-logos.json keys them. Row → key.
 */
export function foundLogoRows(text: string, list: SheetList, keys: ReadonlySet<string>): Map<number, string> {
  const rows = new Map<number, string>();
  if (keys.size === 0) return rows;
  const parsed = parseCsv(text, columnSpec(list));
  if (!parsed.ok) return rows;
  for (const { row, cells } of parsed.records) {
    const link = (cells.link ?? '').trim();
    if (link === '' || (cells.logo ?? '').trim() !== '') continue;
    const key = foundLogoKey(sheetFile(list), link);
    if (keys.has(key)) rows.set(row, key);
  }
  return rows;
}

export type SheetInspection =
  | { status: 'wrong-file'; message: string }
  | { status: 'choose-list'; message: string }
  | {
      status: 'checked';
      list: SheetList;
      detectedBy: DetectedBy;
      /** Set when the header row fits another list better than the chosen one. */
      otherList: SheetList | null;
      /** What to tell the editor about that other list. */
      otherListMessage: string | null;
      check: SheetCheck;
      /** The file could not be read as a whole (wrong encoding, broken quotes): the first such error. */
      fileProblem: string | null;
      /**
       * The sheet with the auto-fixes applied, as UTF-8 text (starting with U+FEFF when the file
       * is to have a byte-order mark); null when there is nothing to fix or it cannot be written.
       */
      fixedCsv: string | null;
      /** Why the fixed sheet could not be written, when there were fixes to write. */
      fixedProblem: string | null;
      /** Local logo and picture files the sheet names, which only the check on a computer can open. */
      uncheckedFiles: string[];
      /** The rows the site shows a found logo for: row → the found logo's key. */
      foundLogos: Map<number, string>;
    };

/** What inspectSheet tells the page while it works: the stage, and the rows read so far. */
export interface InspectProgress {
  onStage?(stage: 'checking' | 'writing'): void;
  onRow?(rows: number): void;
}

/** The most characters of one text (a message, a cell, a header) the page shows. */
export const SHOWN_TEXT_LIMIT = 400;

/**
 * A text as the page shows it: whole when short, else its start, an ellipsis and how long it
 * is, so a 6 MB cell or header is never put into the page whole.
 */
export function clipText(text: string, limit = SHOWN_TEXT_LIMIT): string {
  if (text.length <= limit) return text;
  // Never cut a character in two (a surrogate pair).
  const end = /[\ud800-\udbff]/.test(text.charAt(limit - 1)) ? limit - 1 : limit;
  return `${text.slice(0, end)}… (shortened here: ${text.length.toLocaleString('en')} characters in all)`;
}

/** The header row for a message: at most 12 cells, each clipped. */
function describeHeader(header: readonly string[]): string {
  if (header.length === 0) return 'empty';
  const shown = header.slice(0, 12).map((cell) => `'${clipText(cell.trim(), 60)}'`);
  return `${shown.join(', ')}${header.length > 12 ? ` and ${(header.length - 12).toLocaleString('en')} more cells` : ''}`;
}

/** The header cells of a text (its first non-blank row, read by the pipeline's own splitter), or [] when they cannot be read. */
function headerCells(text: string): string[] {
  // The header is near the top: a large sheet is not split whole just to read it.
  for (const part of text.length > 65_536 ? [text.slice(0, 65_536), text] : [text]) {
    const split = splitCsvText(part);
    if (!split.ok) continue;
    const header = split.records.find((record) => record.cells.some((cell) => cell.value.trim() !== ''));
    // A header cut off at the end of the slice is read again from the whole text.
    if (header && (part === text || header.next < part.length)) return header.cells.map((cell) => cell.value);
  }
  return [];
}

/** Files that are plainly not a CSV, with what to do instead. */
function wrongFile(bytes: Uint8Array): string | null {
  const text = new TextDecoder('utf-8').decode(bytes.subarray(0, 4096)).replace(/^\ufeff/, '');
  if (bytes.length === 0 || (bytes.length < 4096 && text.trim() === '')) {
    return 'The file is empty: there is nothing to check. Export the sheet again from your spreadsheet as "CSV UTF-8" and choose that file.';
  }
  if (looksLikeImage(bytes.subarray(0, 512))) {
    return "This file is a picture, not a spreadsheet. Choose the CSV file of the list (for example shops.csv); logos go in data/logos/ and are named in the sheet's logo column.";
  }
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) {
    return 'This is an Excel or other zipped file, not CSV. In your spreadsheet choose File, then Download (or Save As), then "CSV UTF-8", and check that file.';
  }
  if (bytes[0] === 0x25 && bytes[1] === 0x50 && bytes[2] === 0x44 && bytes[3] === 0x46) {
    return 'This is a PDF, not a spreadsheet. Export the sheet from your spreadsheet as "CSV UTF-8" and choose that file.';
  }
  // Whether the bytes are text at all is the pipeline's decoder's decision (inspectSheet), as in
  // data:check: a NUL byte in valid UTF-8 rejects its row, not the whole file.
  return null;
}

/**
 * Checks one file the editor chose, dropped or pasted. `chosen` is the list picked in the
 * page's select, or null to detect it from the file name, then the header row.
 */
export function inspectSheet(
  bytes: Uint8Array,
  fileName: string | null,
  chosen: SheetList | null,
  browser: BrowserContext,
  progress: InspectProgress = {},
): SheetInspection {
  const wrong = wrongFile(bytes);
  if (wrong) return { status: 'wrong-file', message: wrong };
  // The limits data:check applies, with the same sentences.
  const tooLarge = sheetSizeProblem(fileName ?? 'The pasted text', bytes);
  if (tooLarge) return { status: 'wrong-file', message: `${tooLarge}.` };

  // The header is read the way the check reads the file (UTF-16 and Windows-1252 converted);
  // bytes the check cannot read as text are refused with the check's own sentence.
  const asText = decodeSheetBytes(bytes);
  if (!asText.ok) return { status: 'wrong-file', message: `This file cannot be checked: ${asText.message}.` };
  // A web page or JSON saved as .csv: the pipeline's own sentence (data:check says it too), before any list is guessed.
  const notCsv = notASheet(asText.text);
  if (notCsv !== null) return { status: 'wrong-file', message: `This file cannot be checked: ${notCsv}.` };
  const header = headerCells(asText.text);
  const fromHeader = listsFromHeader(header);
  const fromName = fileName ? listFromFileName(fileName) : null;
  const list = chosen ?? fromName ?? fromHeader[0] ?? null;
  if (list === null) {
    return {
      status: 'choose-list',
      message: `Which list is this? Neither the file name nor the header row (${describeHeader(header)}) says. Choose the list above and the sheet is checked at once.`,
    };
  }
  const detectedBy: DetectedBy = chosen ? 'your choice' : fromName ? 'file name' : 'header row';
  const otherList = fromHeader.length > 0 && !fromHeader.includes(list) ? (fromHeader[0] ?? null) : null;

  browser.namedFiles.clear();
  progress.onStage?.('checking');
  const check = checkSheet(bytes, list, browser.context, progress.onRow);
  const uncheckedFiles = [...browser.namedFiles].sort();
  // A file-wide error, or else a file-wide conversion (a UTF-16 or Windows-1252 file), is said first.
  const fileWide = (severity: string) => {
    const issue = check.issues.find((each) => each.severity === severity && each.row === null);
    return issue === undefined ? undefined : issueLine(issue);
  };
  const fileProblem = fileWide('error') ?? fileWide('fixed') ?? null;
  const hasFixes = check.issues.some((issue) => issue.severity === 'fixed');
  let fixedCsv: string | null = null;
  let fixedProblem: string | null = null;
  if (hasFixes) {
    progress.onStage?.('writing');
    const fixed = writeFixedSheet(bytes, columnSpec(list), check.issues, check.outcomes, sheetOf(list).duplicates.fillable);
    // ignoreBOM keeps a byte-order mark, so the download starts as the file does.
    if (fixed.ok) fixedCsv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(fixed.bytes);
    else fixedProblem = fixed.problem;
  }
  return {
    status: 'checked',
    list,
    detectedBy,
    otherList,
    otherListMessage: otherList ? otherListMessage(list, otherList) : null,
    check,
    fileProblem,
    fixedCsv,
    fixedProblem,
    uncheckedFiles,
    foundLogos: foundLogoRows(asText.text, list, browser.foundLogoKeys),
  };
}

/** The message for a sheet of another list: which list its header fits, and what to do. */
export function otherListMessage(list: SheetList, otherList: SheetList): string {
  return `This looks like the ${sheetFile(otherList)} sheet, not ${sheetFile(list)}: its header row has the columns of ${sheetFile(otherList)}. Choose that list above, or load the ${sheetFile(list)} sheet.`;
}

function describeOutcome(outcome: RowOutcome): string {
  if (outcome.status === 'fixed') return (outcome.changes ?? []).map((change) => `${change.column}: '${change.before}' → '${change.after}'`).join('; ');
  if (outcome.status === 'merged') return `merged into row ${outcome.mergedInto}`;
  if (outcome.status === 'rejected') return outcome.reason ?? 'see the errors';
  return '';
}

/**
 * The part of an inspection the page shows: counts, and the findings and row outcomes in the
 * window, every text clipped. The page gets this, never the whole inspection: a million rows'
 * results copied to the page's thread would freeze it for seconds.
 */
export function sheetView(inspection: SheetInspection, window: ViewWindow, fixedSheet: Blob | null = null): SheetView {
  if (inspection.status !== 'checked') return { status: inspection.status, message: clipText(inspection.message, 2000) };
  const { check } = inspection;
  const counts: Record<Severity | 'all', number> = { all: check.issues.length, error: 0, review: 0, fixed: 0 };
  for (const issue of check.issues) counts[issue.severity]++;
  const findings = [];
  for (const issue of check.issues) {
    if (findings.length >= window.findings) break;
    if (window.filter !== 'all' && issue.severity !== window.filter) continue;
    findings.push({ row: issue.row, column: issue.column === null ? null : clipText(issue.column, 80), severity: issue.severity, message: clipText(issueLine(issue)) });
  }
  return {
    status: 'checked',
    list: inspection.list,
    detectedBy: inspection.detectedBy,
    otherListMessage: inspection.otherListMessage,
    fileProblem: inspection.fileProblem === null ? null : clipText(inspection.fileProblem),
    fixedProblem: inspection.fixedProblem === null ? null : clipText(inspection.fixedProblem),
    summary: check.summary,
    counts,
    window,
    findings,
    findingsTotal: counts[window.filter],
    outcomes: check.outcomes.slice(0, window.rows).map((outcome) => ({
      row: outcome.row,
      status: outcome.status,
      details: clipText(describeOutcome(outcome)),
      // A row the site shows without a logo (rejected) shows no found logo either.
      foundLogo: outcome.status === 'rejected' ? null : (inspection.foundLogos.get(outcome.row) ?? null),
    })),
    outcomesTotal: check.outcomes.length,
    uncheckedFiles: inspection.uncheckedFiles.slice(0, 50).map((name) => clipText(name, 200)),
    uncheckedTotal: inspection.uncheckedFiles.length,
    fixedSheet,
  };
}
