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
 */
import { parseCsv } from './csv';
import { splitCsvText } from './csv-split';
import { columnSpec, sheetOf, type SheetList } from './sheets';
import { comparisonKey } from './text';

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
  columnsRemoved: { column: string; used: boolean }[];
  /** Rows that are in both versions come in another order. */
  reordered: boolean;
  /** The old version could not be read as this list's sheet (why); every row of the new one counts as added. */
  unreadableBefore: string | null;
}

interface Table {
  columns: { name: string; used: boolean }[];
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
  const columns: { name: string; used: boolean; position: number }[] = [];
  const taken = new Set<string>();
  header.forEach((cell, position) => {
    const canonical = parsed.columns[position] ?? null;
    // A column with no header is not a column a person named: trailing "name,link,," cells.
    if (canonical === null && cell === '') return;
    let name = canonical ?? cell;
    if (taken.has(name)) name = `${name} (column ${position + 1})`;
    taken.add(name);
    columns.push({ name, used: canonical !== null, position });
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
  return { columns: columns.map(({ name, used }) => ({ name, used })), rows };
}

/** Compares two versions of a sheet (`before` null: the file is new). */
export function compareSheets(list: SheetList, before: string | null, after: string): SheetChanges {
  const next = readTable(list, after);
  if (typeof next === 'string') throw new Error(`the new sheet cannot be compared: ${next}`);
  const previous = before === null ? { columns: [], rows: [] } : readTable(list, before);
  if (typeof previous === 'string') {
    return { added: next.rows, removed: [], changed: [], columnsAdded: [], columnsRemoved: [], reordered: false, unreadableBefore: previous };
  }

  const second = sheetOf(list).label;
  const nameKey = (row: SheetRow) => comparisonKey(row.values.name ?? '');
  const fullKey = (row: SheetRow) => `${nameKey(row)}\u0000${second ? comparisonKey(row.values[second] ?? '') : ''}`;
  const pairs: { before: number; after: number }[] = [];
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

  const beforeColumns = new Set(previous.columns.map((column) => column.name));
  const afterColumns = new Set(next.columns.map((column) => column.name));
  // A column that only one side has is reported once as a column, not in every row.
  const shared = next.columns.filter((column) => beforeColumns.has(column.name)).map((column) => column.name);

  pairs.sort((a, b) => a.after - b.after);
  const changed: ChangedRow[] = [];
  for (const pair of pairs) {
    const old = previous.rows[pair.before] as SheetRow;
    const now = next.rows[pair.after] as SheetRow;
    const cells = shared
      .filter((column) => (old.values[column] ?? '') !== (now.values[column] ?? ''))
      .map((column) => ({ column, before: old.values[column] ?? '', after: now.values[column] ?? '' }));
    if (cells.length > 0) changed.push({ row: now.row, rowBefore: old.row, label: now.label, cells });
  }
  const reordered = pairs.some((pair, index) => index > 0 && pair.before < (pairs[index - 1] as { before: number }).before);

  return {
    added: next.rows.filter((_, index) => !matchedAfter.has(index)),
    removed: previous.rows.filter((_, index) => !matchedBefore.has(index)),
    changed,
    columnsAdded: next.columns.filter((column) => !beforeColumns.has(column.name)).map(({ name, used }) => ({ column: name, used })),
    columnsRemoved: previous.columns.filter((column) => !afterColumns.has(column.name)).map(({ name, used }) => ({ column: name, used })),
    reordered,
    unreadableBefore: null,
  };
}

/** True when no row, cell or column differs (the text may still differ: quoting, blank rows). */
export function noRowChanged(changes: SheetChanges): boolean {
  return (
    changes.added.length === 0 &&
    changes.removed.length === 0 &&
    changes.changed.length === 0 &&
    changes.columnsAdded.length === 0 &&
    changes.columnsRemoved.length === 0 &&
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
  if (changes.columnsAdded.length + changes.columnsRemoved.length > 0) {
    parts.push(
      `${changes.columnsAdded.length + changes.columnsRemoved.length} column${changes.columnsAdded.length + changes.columnsRemoved.length === 1 ? '' : 's'} added or removed`,
    );
  }
  if (changes.reordered) parts.push('rows in another order');
  return parts.length ? parts.join(', ') : 'no row changed';
}

/** How a sentence shows a cell's text and a row's name (Markdown escapes the whole sentence: src/pipeline/markdown.ts). */
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
  for (const column of changes.columnsRemoved) lines.push(`Column ${style.value(column.column)} removed${column.used ? '' : ' (the site did not use it)'}.`);
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
