/**
 * One description per CSV sheet, and the one loop that reads every sheet from it. A sheet says
 * which columns it has (and which the header must name), the checks each column runs, how its
 * rows become entities and which of them are duplicates; readSheetRows does the rest: the CSV
 * rules, each column's checks in turn (runChecks), the entity, the duplicates and unique ids
 * (numbered, or for a sheet with a `sameKey` rule, rows sharing an id reported and rejected).
 * Every row goes through the FileLog, so it ends kept, fixed, merged or rejected.
 */
import type { CsvColumnSpec } from '../format/csv';
import type { SheetEntity } from '../entities/schemas';
import type { DedupeItem } from '../detect/dedupe';
import { WHOLE_FILE, type FileLog, type ReportedRule } from '../read/log';
import { cellHiddenCharacter } from '../rules/cell-hidden-character';
import { cellWhitespace } from '../rules/cell-whitespace';
import { cellErrorValue } from '../rules/cell-error-value';
import { cellFormula } from '../rules/cell-formula';
import { nameFormula } from '../rules/name-formula';
import type { Check, Emit } from '../rules/findings';
import type { CellCheck, CellContext, RuleContext } from '../rules/rule';
import { csvRowWidth } from '../rules/csv-row-width';
import { csvStrayQuote } from '../rules/csv-stray-quote';
import { csvUnknownColumn } from '../rules/csv-unknown-column';
import { duplicateMerged } from '../rules/duplicate-merged';
import { fileOptionalMissing } from '../rules/file-optional-missing';
import { fileRequiredMissing } from '../rules/file-required-missing';
import { linkShared } from '../rules/link-shared';
import { listRequiredEmpty } from '../rules/list-required-empty';
import { CSV_FILE_RULES } from '../read/csv-reader';
import { logDuplicates, readRecords, uniqueIds, type ReadContext } from '../read/read-cells';

/** What runChecks returns for a cell that makes the row unusable (a check emitted an error for it). */
export const REJECTED = Symbol('rejected');
export type Rejected = typeof REJECTED;

/**
 * What data:fetch does with a column's cells: checks a link, fetches a logo or a picture. It
 * reads them from the entities, where the column's value is kept under the column's name.
 */
export type FetchedAs = 'link' | 'logo' | 'picture';

export interface Column<T> {
  /** The header row must name it; an optional column that is absent reads as ''. */
  required: boolean;
  /** Set by the link, logo and picture columns (./columns): data:fetch works on these cells. */
  fetch?: FetchedAs;
  /**
   * The checks it runs, in order (runChecks): the first reads the cell, each next one what the
   * one before returned, and the last returns the value the site uses. Where a finding kind
   * applies (the rules table's "applies to" and "column") follows from these and their `emits`.
   */
  checks: readonly [...CellCheck<unknown, unknown>[], CellCheck<unknown, T>];
}

export type { SheetEntity } from '../entities/schemas';

type ColumnValues<C> = { [K in keyof C]: C[K] extends Column<infer T> ? T : never };

/** The entity keeps each fetched column's value under the column's name: data:fetch finds it there. */
type FetchedValues<C> = { [K in keyof C as C[K] extends { fetch: FetchedAs } ? K : never]: ColumnValues<C>[K] };

/** Two rows are one entry when they have the same name (and place, or link) within one scope. */
export interface DuplicateKeys<E> {
  /** The entity's fields a kept row takes from a later copy of it when it lacks them. */
  fillable: readonly string[];
  /** Rows in different scopes are never duplicates (a brand in two categories); default ''. */
  scope?(entity: E): string;
  /** The entity's place; default '' (duplicates by name alone). */
  place?(entity: E): string;
  /** The entity's link, for duplicates and shared links; default none. */
  link?(entity: E): string | null;
}

/**
 * The rule that reports rows whose ids are the same (an id names the row's addresses, so it must
 * not depend on the other rows): each such row gets the finding, under column `name`.
 */
export type SameKeyRule = ReportedRule &
  Check<{ name: string; key: string; year: string | null; others: readonly { row: number; name: string; year: string | null }[] }, RuleContext, unknown>;

export interface SheetDefinition<List extends string, C extends Record<string, Column<unknown>>, E extends SheetEntity & FetchedValues<C>> {
  /** The file in the data folder: 'shops.csv'. Its name without `.csv` is the list. */
  file: `${List}.csv`;
  /** What one row lists: 'shop'. */
  what: string;
  /** The data folder must have this file (file-required-missing); without it, another sheet's page is only empty (file-optional-missing). */
  required?: boolean;
  /** In header order. The reader reads `name` first, then the others in this order. */
  columns: C;
  /** Other header names an editor may use for a column (`city` for `location`). */
  aliases?: Readonly<Record<string, string>>;
  /** The column that tells a row apart besides its name, in the list of changed rows: a shop's location. */
  label?: keyof C & string;
  duplicates: DuplicateKeys<NoInfer<E>>;
  /**
   * Rows left with the same id after the duplicates are merged: without this, a later row's id is
   * numbered ('-2', which changes when an earlier row is added or removed); with it, each such row is
   * reported under this rule (rejected when it is an error). `yearOf` gives the finding the year the
   * id carries, if any.
   */
  sameKey?: { rule: SameKeyRule; yearOf(entity: NoInfer<E>): string | null };
  /** The entity of a row whose cells were all usable. */
  toEntity: (values: ColumnValues<C>, row: number) => E;
}

export interface Sheet<List extends string = string, E extends SheetEntity = SheetEntity> {
  file: `${List}.csv`;
  /** The file's name without `.csv`: 'shops'. */
  list: List;
  what: string;
  required: boolean;
  /** The columns as parseCsv reads them (the header's required and optional columns, and aliases). */
  spec: CsvColumnSpec;
  /** Each column with its reader, in reading order. */
  columns: readonly (Column<unknown> & { name: string })[];
  label: string | null;
  duplicates: DuplicateKeys<E>;
  sameKey: { rule: SameKeyRule; yearOf(entity: E): string | null } | null;
  toEntity(values: Record<string, unknown>, row: number): E;
}

/** The rules the reader runs on every sheet, whatever its columns. */
export const READER_RULES: readonly ReportedRule[] = [
  ...CSV_FILE_RULES,
  csvUnknownColumn,
  csvRowWidth,
  csvStrayQuote,
  cellHiddenCharacter,
  cellErrorValue,
  cellFormula,
  cellWhitespace,
  duplicateMerged,
  linkShared,
];

/** The finding for a data folder without the sheet's file. */
export function missingFileRule(sheet: Pick<Sheet, 'required'>): typeof fileRequiredMissing | typeof fileOptionalMissing {
  return sheet.required ? fileRequiredMissing : fileOptionalMissing;
}

/** The rules about a sheet's file as a whole that depend on the sheet: its absence, and (for a required list) no row in it. */
export function fileRulesOf(sheet: Pick<Sheet, 'required'>): readonly ReportedRule[] {
  return sheet.required ? [fileRequiredMissing, listRequiredEmpty] : [fileOptionalMissing];
}

/**
 * Describes a sheet. Keeps the columns' types, so toEntity reads typed values. (Not `const`
 * type parameters: the Parcel that compiles gatsby-node cannot read them.)
 */
export function defineSheet<List extends string, C extends Record<string, Column<unknown>>, E extends SheetEntity & FetchedValues<C>>(
  definition: SheetDefinition<List, C, E>,
): Sheet<List, E> {
  const named = Object.entries(definition.columns).map(([name, column]) => ({ ...column, name }));
  return {
    file: definition.file,
    list: definition.file.replace(/\.csv$/, '') as List,
    what: definition.what,
    required: definition.required ?? false,
    spec: {
      required: named.filter((column) => column.required).map((column) => column.name),
      optional: named.filter((column) => !column.required).map((column) => column.name),
      ...(definition.aliases ? { aliases: definition.aliases } : {}),
    },
    // A row is named by its name: it is read first, so its message comes first.
    columns: [...named.filter((column) => column.name === 'name'), ...named.filter((column) => column.name !== 'name')],
    label: definition.label ?? null,
    duplicates: definition.duplicates,
    sameKey: definition.sameKey ?? null,
    toEntity: definition.toEntity,
  };
}

/** The kinds a column's checks emit. */
export function kindsOf(column: Pick<Column<unknown>, 'checks'>): readonly ReportedRule[] {
  // Every kind a check emits is a registered rule (the registry test holds every finding to it).
  return column.checks.flatMap((check) => check.emits as readonly ReportedRule[]);
}

/**
 * The one runner of a column's checks on one cell: each check in order, what it emits reported
 * through the log at the cell's place; an error-severity kind rejects the row, and the column's
 * later checks are not asked. Returns the value the site uses, or REJECTED.
 */
export function runChecks(checks: Column<unknown>['checks'], at: CellContext, log: FileLog): unknown {
  const findings = new CellFindings(log, { row: at.row, column: at.column });
  // Bound, not an arrow written here: tsx names every function literal it sees assigned (esbuild's
  // keepNames), and naming one per cell cost data:check about 2% (npm run bench -- reader-ab).
  const emit: Emit = findings.emit.bind(findings);
  let value: unknown = at.cell;
  for (const check of checks) {
    value = check.run(value, at, emit);
    if (findings.rejected) return REJECTED;
  }
  return value;
}

/** One cell's findings: each goes to the log, and an error one rejects the row. */
class CellFindings {
  rejected = false;

  constructor(
    private readonly log: FileLog,
    private readonly place: { row: number; column: string },
  ) {}

  emit(...[kind, finding]: Parameters<Emit>): void {
    this.log.report(kind as ReportedRule, this.place, finding);
    if (kind.severity === 'error') this.rejected = true;
  }
}

/** The one reader: a sheet's text through its rules, logged into `log`; returns the entities the site builds. */
export function readSheetRows<E extends SheetEntity>(sheet: Sheet<string, E>, text: string, context: ReadContext, log: FileLog): E[] {
  // The columns with a formula rule of their own (the name): cell-formula leaves them to it.
  const ownFormulaRule = sheet.columns.filter((column) => kindsOf(column).includes(nameFormula)).map((column) => column.name);
  const records = readRecords(log, text, sheet.spec, ownFormulaRule);
  if (!records) return [];
  // A required list with its header and no row: one "select all, delete" in the spreadsheet would empty the site's directory.
  if (sheet.required) log.run(listRequiredEmpty, WHOLE_FILE, { rows: log.rowCount, what: sheet.what });
  const { scope, place, link } = sheet.duplicates;
  const items: DedupeItem<E>[] = [];
  for (const { row, cells } of records) {
    const before: Record<string, unknown> = {};
    let usable = true;
    // Every cell is read, even after one rejected the row: the report lists all that is wrong.
    for (const column of sheet.columns) {
      const cell = cells[column.name] ?? '';
      const value = runChecks(column.checks, { file: log.file, row, column: column.name, what: sheet.what, cell, data: context, before }, log);
      if (value === REJECTED) usable = false;
      before[column.name] = value;
    }
    if (!usable) continue;
    const entity = sheet.toEntity(before, row);
    items.push({ row, name: entity.name, scope: scope?.(entity) ?? '', place: place?.(entity) ?? '', link: link?.(entity) ?? null, entity });
  }
  const survivors = logDuplicates(log, items, sheet.duplicates.fillable as (keyof E & string)[], sheet.what);
  if (sheet.sameKey === null) return uniqueIds(survivors.map((item) => item.entity));
  return withDistinctIds(survivors, sheet.sameKey, log);
}

/** The entities whose id no other row has; each row sharing one is reported under `sameKey.rule` (and left out when it is an error). */
function withDistinctIds<E extends SheetEntity>(items: readonly DedupeItem<E>[], sameKey: NonNullable<Sheet<string, E>['sameKey']>, log: FileLog): E[] {
  const byId = new Map<string, DedupeItem<E>[]>();
  for (const item of items) byId.set(item.entity.id, [...(byId.get(item.entity.id) ?? []), item]);
  const kept: E[] = [];
  for (const item of items) {
    const others = (byId.get(item.entity.id) ?? [])
      .filter((other) => other !== item)
      .map((other) => ({ row: other.row, name: other.name, year: sameKey.yearOf(other.entity) }));
    const found = log.run(sameKey.rule, { row: item.row, column: 'name' }, { name: item.name, key: item.entity.id, year: sameKey.yearOf(item.entity), others });
    if (!found || sameKey.rule.severity !== 'error') kept.push(item.entity);
  }
  return kept;
}
