/**
 * Every CSV sheet of the data folder, one file each in this folder. The lists, their files and
 * columns, how a header row is matched to a list, and where each rule applies all come from here.
 * To add a sheet: write its file with defineSheet, list it below, and add its entity's schema
 * (../entities/schemas.ts).
 */
import { headerKey, type CsvColumnSpec } from '../format/csv';
import { RULES } from '../rules';
import { EVERY_CSV, LISTING_SHEETS, type PlacedRule } from '../rules/rule';
import { brandsSheet } from './brands';
import { destinationsSheet } from './destinations';
import { eventsSheet } from './events';
import { listingSheets } from './listings';
import { shopsSheet } from './shops';
import { fileRulesOf, kindsOf, READER_RULES, type Sheet } from './define-sheet';

export const SHEETS = [shopsSheet, brandsSheet, ...listingSheets, eventsSheet, destinationsSheet] as const;

/** Every list kept as a CSV sheet, by the name of its file without `.csv`. */
export type SheetList = (typeof SHEETS)[number]['list'];
export const SHEET_LISTS: readonly SheetList[] = SHEETS.map((sheet) => sheet.list);

export function sheetOf(list: SheetList): Sheet {
  return SHEETS.find((sheet) => sheet.list === list) as Sheet;
}

export function sheetFile(list: SheetList): string {
  return sheetOf(list).file;
}

/**
 * The key cells of a list's row: what the entry is and where it leads. The columns the header must
 * name (a row cannot do without them: every name, a shop's location, a brand's category, an event's
 * poster, a destination's thumbnail and page) and its link (where a visitor goes: a shop's, a brand's
 * or a listing's site, an event's page). A pull that rewrites these in most rows is not an ordinary
 * day's change (bigChange); a logo or a source note is not a key cell.
 */
export function keyColumnsOf(list: SheetList): string[] {
  return sheetOf(list)
    .columns.filter((column) => column.required || column.fetch === 'link')
    .map((column) => column.name);
}

export function isSheetList(value: string): value is SheetList {
  return (SHEET_LISTS as readonly string[]).includes(value);
}

export function columnSpec(list: SheetList): CsvColumnSpec {
  return sheetOf(list).spec;
}

/**
 * The lists whose columns the header row names: every required column present, and the most
 * of the list's columns matched. Directory lists share one shape, so a name,link,logo header
 * fits all seven and only the file name (or the editor) can decide.
 */
export function listsFromHeader(headerCells: readonly string[]): SheetList[] {
  const keys = new Set(headerCells.map(headerKey).filter(Boolean));
  const fits = ({ spec }: Sheet) => {
    const names = (column: string) => [
      column,
      ...Object.entries(spec.aliases ?? {})
        .filter(([, target]) => target === column)
        .map(([alias]) => alias),
    ];
    const has = (column: string) => names(column).some((name) => keys.has(headerKey(name)));
    return spec.required.every(has) ? [...spec.required, ...spec.optional].filter(has).length : -1;
  };
  const scored = SHEETS.map((sheet) => ({ list: sheet.list, score: fits(sheet) })).filter((entry) => entry.score >= 0);
  const best = Math.max(-1, ...scored.map((entry) => entry.score));
  return scored.filter((entry) => entry.score === best).map((entry) => entry.list);
}

/**
 * Where a rule applies among the sheets: the files whose reader runs it (every sheet for the
 * reader's own rules), whose absence (or emptiness) it reports, and the columns that list it. All sheets read as 'every CSV sheet', all
 * directory sheets as 'the 7 directory sheets'.
 */
export function sheetPlacesOf(ruleId: string): { appliesTo: string[]; column: string[] } {
  const runs = (rules: readonly { id: string }[]) => rules.some((rule) => rule.id === ruleId);
  const byReader = runs(READER_RULES);
  const files = SHEETS.filter(
    (sheet) => byReader || runs(fileRulesOf(sheet)) || runs(sheet.sameKey ? [sheet.sameKey.rule] : []) || sheet.columns.some((column) => runs(kindsOf(column))),
  ).map((sheet) => sheet.file as string);
  const column = [...new Set(SHEETS.flatMap((sheet) => sheet.columns.filter((entry) => runs(kindsOf(entry))).map((entry) => entry.name)))];
  if (files.length === SHEETS.length) return { appliesTo: [EVERY_CSV], column };
  const directoryFiles: string[] = listingSheets.map((sheet) => sheet.file);
  const allDirectories = directoryFiles.every((file) => files.includes(file));
  const appliesTo: string[] = [];
  for (const file of files) {
    const name = allDirectories && directoryFiles.includes(file) ? LISTING_SHEETS : file;
    if (!appliesTo.includes(name)) appliesTo.push(name);
  }
  return { appliesTo, column };
}

/**
 * Every data rule with where it applies: its own files and columns, and those of the sheets whose
 * columns run a check that emits it (or whose reader does). New objects: the rules themselves are
 * left as declared. What the rules table of docs/editors.md lists.
 */
export function placedRules(): PlacedRule[] {
  const union = (first: readonly string[], then: readonly string[] = []) => [...new Set([...first, ...then])];
  return RULES.map((rule) => {
    const sheets = sheetPlacesOf(rule.id);
    const own = rule as { appliesTo?: readonly string[]; column?: readonly string[] };
    return { ...rule, appliesTo: union(sheets.appliesTo, own.appliesTo), column: union(sheets.column, own.column) };
  });
}

export {
  defineSheet,
  fileRulesOf,
  missingFileRule,
  kindsOf,
  readSheetRows,
  REJECTED,
  runChecks,
  READER_RULES,
  type Column,
  type FetchedAs,
  type Sheet,
  type SheetEntity,
} from './define-sheet';
export { LOGO_HEADER_ALIASES, type FetchedColumn } from './columns';
export { shopsSheet, SHOP_COLUMNS } from './shops';
export { brandsSheet, BRAND_COLUMNS } from './brands';
export { listingSheet, listingSheets } from './listings';
export { eventsSheet } from './events';
export { destinationsSheet } from './destinations';
