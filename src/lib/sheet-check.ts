/**
 * What the /editors page does with a file, apart from the page itself: tell a spreadsheet
 * from a wrong file, work out which list it is, run the pipeline's own checkSheet on it and
 * write the fixed sheet. Runs in the page's Web Worker; pure, so it is tested in Node too.
 */
import { splitCsvText } from '../pipeline/csv-split';
import { writeFixedSheet } from '../pipeline/fixed-sheet';
import { BRAND_CATEGORY_SLUGS, readBrandCategories } from '../pipeline/entities';
import { looksLikeImage, type FileProbe } from '../pipeline/logos';
import { decodeSheetBytes } from '../pipeline/encoding';
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
} from '../pipeline/sheet';

/** The site's own copies of the files a sheet is checked against, as they were at build time. */
export interface SiteCopies {
  aliasesText: string;
  categoriesText: string;
}

export interface BrowserContext {
  context: SheetContext;
  /** Local files the sheet names; the browser cannot see the data folder, so they are not checked. */
  namedFiles: Set<string>;
  placeCount: number;
  aliasCount: number;
  categoryCount: number;
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
    context: { places: table, categorySlugs: categories.length ? categories.map((category) => category.slug) : [...BRAND_CATEGORY_SLUGS], probe },
    namedFiles,
    placeCount: new Set([...table.byName.values()].flat()).size,
    aliasCount: aliasLog.summary().rows,
    categoryCount: categories.length,
  };
}

export type DetectedBy = 'file name' | 'header row' | 'your choice';

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
    };

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
  const startsWithUtf16Mark = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  if (!startsWithUtf16Mark && bytes.subarray(0, 4096).includes(0)) {
    return 'This file is not plain text (it may be saved as UTF-16 without a marker, or in a program\'s own format). Save the sheet again as "CSV UTF-8" and choose that file.';
  }
  return null;
}

/**
 * Checks one file the editor chose, dropped or pasted. `chosen` is the list picked in the
 * page's select, or null to detect it from the file name, then the header row.
 */
export function inspectSheet(bytes: Uint8Array, fileName: string | null, chosen: SheetList | null, browser: BrowserContext): SheetInspection {
  const wrong = wrongFile(bytes);
  if (wrong) return { status: 'wrong-file', message: wrong };

  // The header is read the way the check reads the file (UTF-16 and Windows-1252 converted).
  const asText = decodeSheetBytes(bytes);
  const lenientText = asText.ok ? asText.text : new TextDecoder('utf-8').decode(bytes);
  const header = headerCells(lenientText);
  const fromHeader = listsFromHeader(header);
  const fromName = fileName ? listFromFileName(fileName) : null;
  const list = chosen ?? fromName ?? fromHeader[0] ?? null;
  if (list === null) {
    return {
      status: 'choose-list',
      message: `Which list is this? Neither the file name nor the header row (${header.map((cell) => `'${cell.trim()}'`).join(', ') || 'empty'}) says. Choose the list above and the sheet is checked at once.`,
    };
  }
  const detectedBy: DetectedBy = chosen ? 'your choice' : fromName ? 'file name' : 'header row';
  const otherList = fromHeader.length > 0 && !fromHeader.includes(list) ? (fromHeader[0] ?? null) : null;

  browser.namedFiles.clear();
  const check = checkSheet(bytes, list, browser.context);
  const uncheckedFiles = [...browser.namedFiles].sort();
  // A file-wide error, or else a file-wide conversion (a UTF-16 or Windows-1252 file), is said first.
  const fileWide = (severity: string) => check.issues.find((issue) => issue.severity === severity && issue.row === null)?.message;
  const fileProblem = fileWide('error') ?? fileWide('fixed') ?? null;
  const hasFixes = check.issues.some((issue) => issue.severity === 'fixed');
  let fixedCsv: string | null = null;
  let fixedProblem: string | null = null;
  if (hasFixes) {
    const fixed = writeFixedSheet(bytes, columnSpec(list), check.issues, check.outcomes, fillableColumns(list));
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
  };
}

/** The columns a merged duplicate hands to the row that is kept (as the pipeline's dedupe does). */
function fillableColumns(list: SheetList): string[] {
  if (list === 'shops' || list === 'brands') return ['link', 'logo'];
  if (list === 'events' || list === 'destinations') return [];
  return ['logo'];
}

/** The message for a sheet of another list: which list its header fits, and what to do. */
export function otherListMessage(list: SheetList, otherList: SheetList): string {
  return `This looks like the ${sheetFile(otherList)} sheet, not ${sheetFile(list)}: its header row has the columns of ${sheetFile(otherList)}. Choose that list above, or load the ${sheetFile(list)} sheet.`;
}
