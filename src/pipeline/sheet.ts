/**
 * One spreadsheet, checked without a file system: the entry the CLI (through runPipeline)
 * and the /editors page (in a Web Worker) share. It takes the file's bytes or text, the
 * list it belongs to and the cross-file context, and returns what the report says about
 * that file. Nothing here imports Node modules.
 */
import { DIRECTORIES, type Brand, type CyclingEvent, type DataIssue, type Destination, type FileSummary, type Listing, type RowOutcome, type Shop } from './types';
import { headerKey, parseCsv, type CsvColumnSpec } from './csv';
import { decodeSheetBytes } from './encoding';
import { FileLog, WHOLE_FILE } from './log';
import type { RemoteManifest } from './remote-cache';
import type { FileProbe } from './logos';
import { buildPlaceTable, SNAPSHOT_PLACES, type PlaceAlias, type PlaceTable } from './places';
import { foldWhitespace } from './text';
import { csvStrayQuote } from './rules/csv-stray-quote';
import { csvRowWidth } from './rules/csv-row-width';
import { fileConverted } from './rules/file-converted';
import { fileEncoding } from './rules/file-encoding';
import { placeAliasIncomplete } from './rules/place-alias-incomplete';
import { placeAliasUnknownPlace } from './rules/place-alias-unknown-place';
import {
  BRAND_COLUMNS,
  CSV_FILE_RULES,
  DESTINATION_COLUMNS,
  EVENT_COLUMNS,
  LISTING_COLUMNS,
  SHOP_COLUMNS,
  readBrands,
  readDestinations,
  readEvents,
  readListings,
  readShops,
  type ReadContext,
} from './entities';

export const PLACE_ALIASES_FILE = 'place-aliases.csv';

/** Loads place-aliases.csv into the place table; problems in it are reported under its name. */
export function loadPlaceTable(aliasesText: string | null, log = new FileLog(PLACE_ALIASES_FILE)): { table: PlaceTable; log: FileLog } {
  const aliases: (PlaceAlias & { row: number })[] = [];
  if (aliasesText !== null) {
    const parsed = parseCsv(aliasesText, { required: ['alias', 'place'], optional: ['province'] });
    if (!parsed.ok) for (const rule of CSV_FILE_RULES) log.report(rule, parsed.problem, rule.check(parsed.problem));
    else {
      for (const record of parsed.records) {
        log.addRow(record.row);
        if (record.problem) {
          log.report(csvRowWidth, { row: record.row, column: null }, csvRowWidth.check(record));
          continue;
        }
        if (record.strayQuotes) {
          for (const stray of record.strayQuotes) log.report(csvStrayQuote, { row: record.row, column: stray.column }, csvStrayQuote.check(stray));
          continue;
        }
        const alias = foldWhitespace(record.cells.alias ?? '');
        const place = foldWhitespace(record.cells.place ?? '');
        if (alias === '' || place === '') {
          log.report(placeAliasIncomplete, { row: record.row, column: alias === '' ? 'alias' : 'place' }, placeAliasIncomplete.check({ alias, place }));
          continue;
        }
        aliases.push({ row: record.row, alias, place, province: foldWhitespace(record.cells.province ?? '') });
      }
    }
  }
  const { table, aliasProblems } = buildPlaceTable(SNAPSHOT_PLACES, aliases);
  for (const problem of aliasProblems) log.report(placeAliasUnknownPlace, problem, placeAliasUnknownPlace.check(problem));
  return { table, log };
}

/** Every list kept as a CSV sheet, by the name of its file without `.csv`. */
export const SHEET_LISTS = ['shops', 'brands', ...DIRECTORIES, 'events', 'destinations'] as const;
export type SheetList = (typeof SHEET_LISTS)[number];

/** The other files a sheet is checked against. */
export interface SheetContext {
  places: PlaceTable;
  /** Brand category slugs (from brand-categories.json). */
  categorySlugs: readonly string[];
  /** How logo and picture files under the data folder are looked at. */
  probe: FileProbe;
  /** The fetched-image manifest (data:fetch); without it every remote address is "not fetched yet". */
  remoteCache?: RemoteManifest;
}

export interface SheetCheck {
  list: SheetList;
  file: string;
  summary: FileSummary;
  issues: DataIssue[];
  outcomes: RowOutcome[];
}

export function sheetFile(list: SheetList): string {
  return `${list}.csv`;
}

export function isSheetList(value: string): value is SheetList {
  return (SHEET_LISTS as readonly string[]).includes(value);
}

export function columnSpec(list: SheetList): CsvColumnSpec {
  if (list === 'shops') return SHOP_COLUMNS;
  if (list === 'brands') return BRAND_COLUMNS;
  if (list === 'events') return EVENT_COLUMNS;
  if (list === 'destinations') return DESTINATION_COLUMNS;
  return LISTING_COLUMNS;
}

/**
 * Runs one list's rules over its text, logging into `log`; returns the entities the site
 * would build from it. runPipeline calls this for every sheet in the data folder.
 */
export interface SheetEntities {
  shops?: Shop[];
  brands?: Brand[];
  listings?: Listing[];
  events?: CyclingEvent[];
  destinations?: Destination[];
}

export function readSheetText(list: SheetList, text: string, context: SheetContext, log: FileLog): SheetEntities {
  const readContext: ReadContext = { probe: context.probe, places: context.places, remoteCache: context.remoteCache };
  if (list === 'shops') return { shops: readShops(text, readContext, log).shops };
  if (list === 'brands') return { brands: readBrands(text, readContext, context.categorySlugs, log).brands };
  if (list === 'events') return { events: readEvents(text, readContext, log).events };
  if (list === 'destinations') return { destinations: readDestinations(text, readContext, log).destinations };
  return { listings: readListings(text, list, readContext, log).listings };
}

/**
 * Decodes the file as the CLI does (UTF-8; UTF-16 and Windows-1252 converted, and the
 * conversion reported as an auto-fix) and runs its list's rules; an unreadable file is a file error.
 */
export function readSheet(input: Uint8Array | string, list: SheetList, context: SheetContext, log: FileLog): SheetEntities | null {
  const decoded = typeof input === 'string' ? { ok: true as const, text: input } : decodeSheetBytes(input);
  if (!decoded.ok) {
    log.report(fileEncoding, WHOLE_FILE, fileEncoding.check(decoded));
    return null;
  }
  log.report(fileConverted, WHOLE_FILE, fileConverted.check(decoded));
  return readSheetText(list, decoded.text, context, log);
}

/**
 * Checks one sheet as `npm run data:check` checks that file: the same decoding, the same
 * rules, the same findings and row outcomes. `onRow` is told how many rows are read so far.
 */
export function checkSheet(input: Uint8Array | string, list: SheetList, context: SheetContext, onRow?: (rows: number) => void): SheetCheck {
  const log = new FileLog(sheetFile(list));
  log.onRow = onRow ?? null;
  readSheet(input, list, context, log);
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

/**
 * The lists whose columns the header row names: every required column present, and the most
 * of the list's columns matched. Directory lists share one shape, so a name,link,logo header
 * fits all seven and only the file name (or the editor) can decide.
 */
export function listsFromHeader(headerCells: readonly string[]): SheetList[] {
  const keys = new Set(headerCells.map(headerKey).filter(Boolean));
  const fits = (list: SheetList) => {
    const spec = columnSpec(list);
    const names = (column: string) => [
      column,
      ...Object.entries(spec.aliases ?? {})
        .filter(([, target]) => target === column)
        .map(([alias]) => alias),
    ];
    const has = (column: string) => names(column).some((name) => keys.has(headerKey(name)));
    return spec.required.every(has) ? [...spec.required, ...spec.optional].filter(has).length : -1;
  };
  const scored = SHEET_LISTS.map((list) => ({ list, score: fits(list) })).filter((entry) => entry.score >= 0);
  const best = Math.max(-1, ...scored.map((entry) => entry.score));
  return scored.filter((entry) => entry.score === best).map((entry) => entry.list);
}
