/**
 * One spreadsheet, checked without a file system: the entry the CLI (through runPipeline)
 * and the /editors page (in a Web Worker) share. It takes the file's bytes or text, the
 * list it belongs to and the cross-file context, and returns what the report says about
 * that file. Nothing here imports Node modules.
 */
import type { DataIssue, FileSummary, RowOutcome } from '../report/types';
import { headerKey, type CsvColumnSpec } from '../format/csv';
import { FileLog } from '../read/log';
import { decodeAndReport } from '../read/sheet-text';
import { buildPlaceTable, SNAPSHOT_PLACES, type PlaceAlias, type PlaceTable } from '../detect/places';
import { foldWhitespace } from '../format/text';
import { readCsv } from '../read/csv-reader';
import { placeAliasIncomplete } from '../rules/place-alias-incomplete';
import { placeAliasUnknownPlace } from '../rules/place-alias-unknown-place';
import { readSheetRows, sheetOf, SHEET_LISTS, type Sheet, type SheetEntity, type SheetList } from '../sheets';
import type { ReadContext } from '../rules/rule';

export { SHEET_LISTS, columnSpec, isSheetList, listsFromHeader, sheetFile, type SheetList } from '../sheets';

export const PLACE_ALIASES_FILE = 'place-aliases.csv';
/** The columns of place-aliases.csv, which feeds the place table rather than a page. */
export const PLACE_ALIAS_COLUMNS: CsvColumnSpec = { required: ['alias', 'place'], optional: ['province'] };

/** Loads place-aliases.csv into the place table; problems in it are reported under its name. */
export function loadPlaceTable(aliasesText: string | null, log = new FileLog(PLACE_ALIASES_FILE)): { table: PlaceTable; log: FileLog } {
  const aliases: (PlaceAlias & { row: number })[] = [];
  if (aliasesText !== null) {
    const reading = readCsv(aliasesText, PLACE_ALIAS_COLUMNS, log.emit, { unknownColumns: false });
    if (reading.ok) {
      for (const record of reading.rows) {
        log.addRow(record.row);
        const alias = foldWhitespace(record.cells.alias ?? '');
        const place = foldWhitespace(record.cells.place ?? '');
        if (alias === '' || place === '') {
          log.run(placeAliasIncomplete, { row: record.row, column: alias === '' ? 'alias' : 'place' }, { alias, place });
          continue;
        }
        aliases.push({ row: record.row, alias, place, province: foldWhitespace(record.cells.province ?? '') });
      }
    }
  }
  const { table, aliasProblems } = buildPlaceTable(SNAPSHOT_PLACES, aliases);
  for (const problem of aliasProblems) log.run(placeAliasUnknownPlace, problem, problem);
  return { table, log };
}

/**
 * The other files a sheet is checked against: the place table, the brand categories, the image
 * probe and the fetched-image manifest. The reader's context (ReadContext), with the brand
 * categories read: a sheet checked alone may be the brand sheet.
 */
export type SheetContext = ReadContext & Required<Pick<ReadContext, 'categorySlugs'>>;

export interface SheetCheck {
  list: SheetList;
  file: string;
  summary: FileSummary;
  issues: DataIssue[];
  outcomes: RowOutcome[];
}

/**
 * Decodes the file as the CLI does (../read/sheet-text: UTF-8; UTF-16 and Windows-1252 converted, and the
 * conversion reported as an auto-fix) and runs its list's rules; an unreadable file is a file error.
 */
export function readSheet<E extends SheetEntity>(input: Uint8Array | string, sheet: Sheet<string, E>, context: SheetContext, log: FileLog): E[] | null {
  const text = typeof input === 'string' ? input : decodeAndReport(input, log);
  return text === null ? null : readSheetRows(sheet, text, context, log);
}

/**
 * Checks one sheet as `npm run data:check` checks that file: the same decoding, the same
 * rules, the same findings and row outcomes. `onRow` is told how many rows are read so far.
 */
export function checkSheet(input: Uint8Array | string, list: SheetList, context: SheetContext, onRow?: (rows: number) => void): SheetCheck {
  const sheet = sheetOf(list);
  const log = new FileLog(sheet.file);
  log.onRow = onRow ?? null;
  readSheet(input, sheet, context, log);
  return { list, file: log.file, summary: log.summary(), issues: log.issues, outcomes: log.outcomes() };
}

/** `Shops (1).csv`, `data/brands.csv`, `content-creators - Sheet1.csv` → the list, when the name says it. */
export function listFromFileName(fileName: string): SheetList | null {
  const base = (fileName.split(/[\\/]/).pop() ?? '').toLowerCase().replace(/\.csv$/, '');
  const key = headerKey(base);
  // Longest names first, so 'cycling-photographers' is not taken for something shorter.
  const byLength = [...SHEET_LISTS].sort((a, b) => b.length - a.length);
  return byLength.find((list) => key.startsWith(headerKey(list))) ?? null;
}
