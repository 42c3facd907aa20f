/**
 * What changed between two versions of one sheet, in words a reviewer reads: rows added, removed
 * and changed, by name ("Bike Lab (Iloilo City): link changed from '…' to '…'"). Pure, no node:*.
 *
 * Rows are matched by what names them, not by their row number (a row inserted near the top
 * moves every later one): shops by name and location, brands by name and category, every other
 * list by name, compared as the duplicate check compares them (case, accents, punctuation and
 * spacing do not matter). A row whose name is still there once but whose location (or category)
 * changed is the same row, changed. Rows read with the pipeline's own reader (parseCsv and its
 * splitter), so row N here is row N in the report and in the spreadsheet.
 *
 * Columns are compared by what the site reads them as, so a column moved, renamed or removed is
 * told as such, not as "only quotes or blank rows". And bigChange says when a new version loses
 * so much of a list (its rows, the key cells of its rows, or a column's values) that it must not
 * be taken as an ordinary day's change.
 */
import { parseCsv } from '../format/csv';
import { splitCsvText } from '../format/csv-split';
import { columnSpec, keyColumnsOf, sheetOf, type SheetList } from '../sheets';
import { comparisonKey } from '../format/text';

export interface SheetRow {
  /** The spreadsheet row (header = 1). */
  row: number;
  /** "Bike Lab (Iloilo City)": how the report names the row. */
  label: string;
  /** Every cell by column name, in the sheet's column order. */
  values: Record<string, string>;
}

export interface CellChange {
  column: string;
  before: string;
  after: string;
}

export interface ChangedRow {
  /** The row in the new sheet, and where it was before. */
  row: number;
  rowBefore: number;
  label: string;
  cells: CellChange[];
}

export interface SheetChanges {
  added: SheetRow[];
  removed: SheetRow[];
  changed: ChangedRow[];
  /** Columns by name; `used` says whether the site reads the column. */
  columnsAdded: { column: string; used: boolean }[];
  /** `cells`: the rows of the old version with a value in it (what is lost with it). */
  columnsRemoved: { column: string; used: boolean; cells: number }[];
  /** A column under a header the site reads as another column: the same cells in every row both versions have. */
  columnsRenamed: { from: string; to: string; used: boolean; usedNow: boolean; cells: number }[];
  /** The same column with its header written otherwise ('logo' → 'img', an alias the site reads as logo). */
  headersRenamed: { column: string; before: string; after: string }[];
  /** The columns both versions have come in another order: every column, in each version's order. */
  columnsReordered: { before: string[]; after: string[] } | null;
  /** Rows that are in both versions come in another order. */
  reordered: boolean;
  /** The rows each version holds (blank lines are not rows). */
  rowsBefore: number;
  rowsAfter: number;
  /** The old version could not be read as this list's sheet (why); every row of the new one counts as added. */
  unreadableBefore: string | null;
}

interface TableColumn {
  /** The column as the site reads it ('logo' for an 'img' header), or the header itself for a column the site does not read. */
  name: string;
  used: boolean;
  /** The header cell as written. */
  header: string;
}

interface Table {
  columns: TableColumn[];
  rows: SheetRow[];
}

function labelOf(list: SheetList, values: Record<string, string>, row: number): string {
  const name = (values.name ?? '').trim();
  const second = sheetOf(list).label;
  const extra = second ? (values[second] ?? '').trim() : '';
  if (name === '') return extra ? `row ${row} (${extra})` : `row ${row}`;
  return extra ? `${name} (${extra})` : name;
}

/** A sheet's rows with every cell by column name; null (with why) when the reader refuses the sheet. */
function readTable(list: SheetList, text: string): Table | string {
  const split = splitCsvText(text);
  if (!split.ok) return `a double quote opens a cell on line ${split.unclosedQuoteLine} and is never closed`;
  const headerIndex = split.records.findIndex((record) => record.cells.some((cell) => cell.value.trim() !== ''));
  const headerRecord = split.records[headerIndex];
  if (headerRecord === undefined) return 'the file is empty';
  // The reader's own reading of the header row (which column is which); the rows are cut once, above.
  const parsed = parseCsv(text.slice(0, headerRecord.next), columnSpec(list));
  if (!parsed.ok) return parsed.problem.message;
  const header = headerRecord.cells.map((cell) => cell.value.trim());
  const columns: (TableColumn & { position: number })[] = [];
  const taken = new Set<string>();
  header.forEach((cell, position) => {
    const canonical = parsed.columns[position] ?? null;
    // A column with no header is not a column a person named: trailing "name,link,," cells.
    if (canonical === null && cell === '') return;
    let name = canonical ?? cell;
    if (taken.has(name)) name = `${name} (column ${position + 1})`;
    taken.add(name);
    columns.push({ name, used: canonical !== null, header: headerRecord.cells[position]?.value ?? cell, position });
  });
  const rows: SheetRow[] = [];
  split.records.forEach((record, index) => {
    if (index <= headerIndex) return;
    const cells = record.cells.map((cell) => cell.value);
    if (cells.every((cell) => cell.trim() === '')) return;
    const values: Record<string, string> = {};
    for (const column of columns) values[column.name] = cells[column.position] ?? '';
    rows.push({ row: index + 1, label: labelOf(list, values, index + 1), values });
  });
  return { columns: columns.map(({ name, used, header }) => ({ name, used, header })), rows };
}

/** Compares two versions of a sheet (`before` null: the file is new). */
export function compareSheets(list: SheetList, before: string | null, after: string): SheetChanges {
  const next = readTable(list, after);
  if (typeof next === 'string') throw new Error(`the new sheet cannot be compared: ${next}`);
  const previous = before === null ? { columns: [], rows: [] } : readTable(list, before);
  if (typeof previous === 'string') return allAdded(next, previous);

  const { pairs, matchedBefore, matchedAfter } = matchRows(list, previous, next);
  const beforeColumns = new Set(previous.columns.map((column) => column.name));
  const afterColumns = new Set(next.columns.map((column) => column.name));
  // A column that only one side has is reported once as a column, not in every row.
  const shared = next.columns.filter((column) => beforeColumns.has(column.name)).map((column) => column.name);
  const reordered = pairs.some((pair, index) => index > 0 && pair.before < (pairs[index - 1] as { before: number }).before);

  const cellsOf = (column: string) => previous.rows.filter((row) => (row.values[column] ?? '').trim() !== '').length;
  const onlyBefore = previous.columns.filter((column) => !afterColumns.has(column.name));
  const onlyAfter = next.columns.filter((column) => !beforeColumns.has(column.name));
  const columnsRenamed = renamedColumns(previous, next, pairs, onlyBefore, onlyAfter).map((renamed) => ({ ...renamed, cells: cellsOf(renamed.from) }));
  const renamedFrom = new Set(columnsRenamed.map((renamed) => renamed.from));
  const renamedTo = new Set(columnsRenamed.map((renamed) => renamed.to));

  return {
    added: next.rows.filter((_, index) => !matchedAfter.has(index)),
    removed: previous.rows.filter((_, index) => !matchedBefore.has(index)),
    changed: changedRows(previous, next, pairs, shared),
    columnsAdded: onlyAfter.filter((column) => !renamedTo.has(column.name)).map(({ name, used }) => ({ column: name, used })),
    columnsRemoved: onlyBefore.filter((column) => !renamedFrom.has(column.name)).map(({ name, used }) => ({ column: name, used, cells: cellsOf(name) })),
    columnsRenamed,
    headersRenamed: renamedHeaders(previous, next),
    columnsReordered: reorderedColumns(previous, next),
    reordered,
    rowsBefore: previous.rows.length,
    rowsAfter: next.rows.length,
    unreadableBefore: null,
  };
}

/** The old version could not be read (`why`): every row of the new one counts as added. */
function allAdded(next: Table, why: string): SheetChanges {
  return {
    added: next.rows,
    removed: [],
    changed: [],
    columnsAdded: [],
    columnsRemoved: [],
    columnsRenamed: [],
    headersRenamed: [],
    columnsReordered: null,
    reordered: false,
    rowsBefore: 0,
    rowsAfter: next.rows.length,
    unreadableBefore: why,
  };
}

/** A row of the old version and the same row in the new one, by index in each table's rows. */
interface RowPair {
  before: number;
  after: number;
}

/** The rows both versions have, paired by what names them, in the new version's order; and which rows of each side found a pair. */
function matchRows(list: SheetList, previous: Table, next: Table): { pairs: RowPair[]; matchedBefore: Set<number>; matchedAfter: Set<number> } {
  const second = sheetOf(list).label;
  const nameKey = (row: SheetRow) => comparisonKey(row.values.name ?? '');
  const fullKey = (row: SheetRow) => `${nameKey(row)}\u0000${second ? comparisonKey(row.values[second] ?? '') : ''}`;
  const pairs: RowPair[] = [];
  const matchedBefore = new Set<number>();
  const matchedAfter = new Set<number>();

  // 1. Same name (and location or category): the first unmatched one, in order, so duplicates pair up in turn.
  const waiting = new Map<string, number[]>();
  previous.rows.forEach((row, index) => waiting.set(fullKey(row), [...(waiting.get(fullKey(row)) ?? []), index]));
  next.rows.forEach((row, index) => {
    const candidates = waiting.get(fullKey(row));
    const match = candidates?.shift();
    if (match === undefined) return;
    pairs.push({ before: match, after: index });
    matchedBefore.add(match);
    matchedAfter.add(index);
  });
  // 2. The same name once on each side among the rest: the location (or category) changed.
  const byName = (rows: SheetRow[], matched: Set<number>) => {
    const map = new Map<string, number[]>();
    rows.forEach((row, index) => {
      if (!matched.has(index) && nameKey(row) !== '') map.set(nameKey(row), [...(map.get(nameKey(row)) ?? []), index]);
    });
    return map;
  };
  const leftBefore = byName(previous.rows, matchedBefore);
  for (const [key, afterIndexes] of byName(next.rows, matchedAfter)) {
    const beforeIndexes = leftBefore.get(key);
    if (afterIndexes.length !== 1 || beforeIndexes?.length !== 1) continue;
    pairs.push({ before: beforeIndexes[0] as number, after: afterIndexes[0] as number });
    matchedBefore.add(beforeIndexes[0] as number);
    matchedAfter.add(afterIndexes[0] as number);
  }
  pairs.sort((a, b) => a.after - b.after);
  return { pairs, matchedBefore, matchedAfter };
}

/** The paired rows whose cells differ in a column both versions have, cell by cell. */
function changedRows(previous: Table, next: Table, pairs: readonly RowPair[], shared: readonly string[]): ChangedRow[] {
  const changed: ChangedRow[] = [];
  for (const pair of pairs) {
    const old = previous.rows[pair.before] as SheetRow;
    const now = next.rows[pair.after] as SheetRow;
    const cells = shared
      .filter((column) => (old.values[column] ?? '') !== (now.values[column] ?? ''))
      .map((column) => ({ column, before: old.values[column] ?? '', after: now.values[column] ?? '' }));
    if (cells.length > 0) changed.push({ row: now.row, rowBefore: old.row, label: now.label, cells });
  }
  return changed;
}

/** A column only the old version has and one only the new version has, with the same cells in every row both have: renamed. */
function renamedColumns(
  previous: Table,
  next: Table,
  pairs: readonly RowPair[],
  onlyBefore: readonly TableColumn[],
  onlyAfter: readonly TableColumn[],
): Omit<SheetChanges['columnsRenamed'][number], 'cells'>[] {
  const renamed: Omit<SheetChanges['columnsRenamed'][number], 'cells'>[] = [];
  for (const from of onlyBefore) {
    const sameCells = (to: TableColumn) =>
      pairs.length > 0 &&
      pairs.every((pair) => ((previous.rows[pair.before] as SheetRow).values[from.name] ?? '') === ((next.rows[pair.after] as SheetRow).values[to.name] ?? ''));
    const to = onlyAfter.find((column) => !renamed.some((earlier) => earlier.to === column.name) && sameCells(column));
    if (to) renamed.push({ from: from.name, to: to.name, used: from.used, usedNow: to.used });
  }
  return renamed;
}

/** Columns both versions have whose header is written otherwise ('logo' → 'img'). */
function renamedHeaders(previous: Table, next: Table): SheetChanges['headersRenamed'] {
  const headerOf = new Map(previous.columns.map((column) => [column.name, column.header]));
  return next.columns
    .filter((column) => headerOf.has(column.name) && headerOf.get(column.name) !== column.header)
    .map((column) => ({ column: column.name, before: headerOf.get(column.name) as string, after: column.header }));
}

/** Every header in each version's order, when the columns both versions have come in another order; null otherwise. */
function reorderedColumns(previous: Table, next: Table): SheetChanges['columnsReordered'] {
  const beforeColumns = new Set(previous.columns.map((column) => column.name));
  const afterColumns = new Set(next.columns.map((column) => column.name));
  const sharedAfter = next.columns.filter((column) => beforeColumns.has(column.name)).map((column) => column.name);
  const sharedBefore = previous.columns.filter((column) => afterColumns.has(column.name)).map((column) => column.name);
  return sharedBefore.join('\u0000') === sharedAfter.join('\u0000')
    ? null
    : { before: previous.columns.map((column) => column.header), after: next.columns.map((column) => column.header) };
}

/** A list loses no more than this share of its rows (removed, or their key cells rewritten) in one pull… */
export const BIG_CHANGE_SHARE = 0.5;
/** …in a list of at least this many rows: in a list of one or two rows, one ordinary edit is already half of it (such a list is held back only when emptied). */
export const BIG_CHANGE_MIN_ROWS = 3;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
const orList = (words: readonly string[]) => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`);

/**
 * Why the new version changes too much of the list to be taken as an ordinary day's change, or
 * null: it has no row where the old one had some; or it removes, or rewrites a key cell of (see
 * keyColumnsOf), more than half of the old rows; or it drops (or renames to a header the site reads
 * otherwise) a column the site reads that held a value in more than half of them. "the
 * spreadsheet lost 18 of 19 shops".
 */
export function bigChange(list: SheetList, changes: SheetChanges): string | null {
  const total = changes.rowsBefore;
  if (total === 0 || changes.unreadableBefore) return null;
  const whats = `${sheetOf(list).what}s`;
  if (changes.rowsAfter === 0)
    return `the spreadsheet lost ${total === 1 ? `its only ${sheetOf(list).what}` : `all ${total} ${whats}`}: the published tab has only its header row`;
  const big = (count: number) => total >= BIG_CHANGE_MIN_ROWS && count > total * BIG_CHANGE_SHARE;
  const parts: string[] = [];

  const keys = keyColumnsOf(list);
  const rewritten = changes.changed.filter((row) => row.cells.some((cell) => keys.includes(cell.column)));
  const removed = changes.removed.length;
  if (big(removed + rewritten.length)) {
    const columns = keys.filter((column) => rewritten.some((row) => row.cells.some((cell) => cell.column === column)));
    const lost = `lost ${removed} of ${total} ${whats}`;
    const instead = changes.added.length > 0 ? ` (${plural(changes.added.length, 'row')} with other names came in)` : '';
    if (rewritten.length === 0) parts.push(`the spreadsheet ${lost}${instead}`);
    else if (removed === 0) parts.push(`the spreadsheet changed the ${orList(columns)} of ${rewritten.length} of ${total} ${whats}`);
    else parts.push(`the spreadsheet ${lost}${instead} and changed the ${orList(columns)} of ${rewritten.length} more`);
  }
  for (const column of changes.columnsRemoved) {
    if (column.used && big(column.cells))
      parts.push(`the spreadsheet no longer has column ${column.column}, which held the ${column.column} of ${column.cells} of ${total} ${whats}`);
  }
  for (const column of changes.columnsRenamed) {
    if (column.used && big(column.cells))
      parts.push(
        `the spreadsheet renamed column ${column.from} to ${PLAIN_STYLE.value(column.to)}, so the site no longer reads the ${column.from} of ${column.cells} of ${total} ${whats}${column.usedNow ? ` (it reads them as ${column.to})` : ''}`,
      );
  }
  return parts.length > 0 ? parts.join('; ') : null;
}

/** True when no row, cell or column differs (the text may still differ: quoting, blank rows). */
export function noRowChanged(changes: SheetChanges): boolean {
  return (
    changes.added.length === 0 &&
    changes.removed.length === 0 &&
    changes.changed.length === 0 &&
    changes.columnsAdded.length === 0 &&
    changes.columnsRemoved.length === 0 &&
    changes.columnsRenamed.length === 0 &&
    changes.headersRenamed.length === 0 &&
    changes.columnsReordered === null &&
    !changes.reordered
  );
}

/** "2 rows added, 1 removed, 3 changed". */
export function summarizeChanges(changes: SheetChanges): string {
  const parts: string[] = [];
  const rows = (count: number) => `${count} row${count === 1 ? '' : 's'}`;
  for (const [count, word] of [
    [changes.added.length, 'added'],
    [changes.removed.length, 'removed'],
    [changes.changed.length, 'changed'],
  ] as const) {
    if (count > 0) parts.push(parts.length === 0 ? `${rows(count)} ${word}` : `${count} ${word}`);
  }
  const columns = (count: number) => `${count} column${count === 1 ? '' : 's'}`;
  if (changes.columnsAdded.length + changes.columnsRemoved.length > 0)
    parts.push(`${columns(changes.columnsAdded.length + changes.columnsRemoved.length)} added or removed`);
  if (changes.columnsRenamed.length + changes.headersRenamed.length > 0) parts.push(`${columns(changes.columnsRenamed.length + changes.headersRenamed.length)} renamed`);
  if (changes.columnsReordered) parts.push('columns reordered');
  if (changes.reordered) parts.push('rows in another order');
  return parts.length ? parts.join(', ') : 'no row changed';
}

/** How a sentence shows a cell's text and a row's name (Markdown escapes the whole sentence: src/pipeline/report/markdown.ts). */
export interface ChangeStyle {
  value(text: string): string;
  label(text: string): string;
}

const oneLine = (text: string, limit = 200) => {
  const flat = text.replace(/\r\n|\r|\n/g, ' ↵ ');
  return flat.length > limit ? `${flat.slice(0, limit - 1)}…` : flat;
};

export const PLAIN_STYLE: ChangeStyle = {
  value: (text) => `'${oneLine(text)}'`,
  label: (text) => oneLine(text, 120),
};

function describeCell(change: CellChange, style: ChangeStyle): string {
  if (change.before.trim() === '') return `${change.column} set to ${style.value(change.after)} (was empty)`;
  if (change.after.trim() === '') return `${change.column} emptied (was ${style.value(change.before)})`;
  return `${change.column} changed from ${style.value(change.before)} to ${style.value(change.after)}`;
}

/** The change in sentences, one per row or column: added rows first, then removed, then changed. */
export function describeChanges(list: SheetList, changes: SheetChanges, style: ChangeStyle = PLAIN_STYLE): string[] {
  const lines: string[] = [];
  const shownInLabel = new Set(['name', sheetOf(list).label ?? 'name']);
  if (changes.unreadableBefore) lines.push(`The copy in the data folder could not be read (${changes.unreadableBefore}), so every row counts as added.`);
  for (const column of changes.columnsAdded) lines.push(`Column ${style.value(column.column)} added${column.used ? '' : ' (the site does not use it)'}.`);
  for (const column of changes.columnsRemoved) {
    const held = column.cells === 0 ? 'it was empty' : `${plural(column.cells, 'cell')} had values`;
    lines.push(`Column ${style.value(column.column)} removed (${held}${column.used ? '' : '; the site did not use it'}).`);
  }
  for (const column of changes.columnsRenamed) {
    const lost =
      column.used && !column.usedNow && column.cells > 0
        ? `; the site does not read ${style.value(column.to)}, so the ${plural(column.cells, 'value')} of ${style.value(column.from)} ${column.cells === 1 ? 'is' : 'are'} no longer used`
        : '';
    lines.push(`Column ${style.value(column.from)} renamed to ${style.value(column.to)}${lost}.`);
  }
  for (const header of changes.headersRenamed)
    lines.push(
      `The header of column ${style.value(header.column)} now reads ${style.value(header.after)} (was ${style.value(header.before)}); the site reads it as the same column.`,
    );
  if (changes.columnsReordered)
    lines.push(`Columns reordered: now ${style.value(changes.columnsReordered.after.join(','))} (was ${style.value(changes.columnsReordered.before.join(','))}).`);
  for (const row of changes.added) {
    const details = Object.entries(row.values)
      .filter(([column, value]) => !shownInLabel.has(column) && value.trim() !== '')
      .map(([column, value]) => `${column} ${style.value(value)}`);
    lines.push(`Added ${style.label(row.label)} (row ${row.row})${details.length ? `: ${details.join(', ')}` : ''}.`);
  }
  for (const row of changes.removed) lines.push(`Removed ${style.label(row.label)} (was row ${row.row}).`);
  for (const row of changes.changed) lines.push(`${style.label(row.label)}: ${row.cells.map((cell) => describeCell(cell, style)).join('; ')}.`);
  if (changes.reordered) lines.push('Rows are in another order.');
  return lines;
}
