/**
 * The fixed sheet: the editor's own file with the check's auto-fixes written into it, so the
 * next check has nothing left to fix. It is written by sheet-io's editSheet: each fix is an
 * edit of one cell, each merged duplicate a removed row, and every other byte (the header,
 * the quoting of the other cells, the line endings, the byte-order mark) is copied as it was.
 * Whatever needs a person (errors, needs review) is left exactly as it was.
 *
 * A sheet the check converted (UTF-16, Windows-1252) comes back as UTF-8 with a byte-order
 * mark: the conversion is itself one of the check's fixes, UTF-8 holds every character a fix
 * may write, and the mark is what makes Excel open it with ñ as ñ. Its text is the original's
 * apart from the fixed cells.
 */
import { parseCsv, type CsvColumnSpec } from '../format/csv';
import { editSheet, encodeSheetText, readSheetBytes, startsFormula, type SheetEdit } from '../format/sheet-io';
import type { DataIssue, RowOutcome } from '../report/types';

export type FixedSheet = { ok: true; bytes: Uint8Array } | { ok: false; problem: string };

/**
 * Applies the auto-fixes of one file's findings to its bytes. `fillable` are the columns a
 * merge copies into the row it keeps when that row has none (link and logo for shops).
 */
export function writeFixedSheet(
  bytes: Uint8Array,
  spec: CsvColumnSpec,
  issues: readonly DataIssue[],
  outcomes: readonly RowOutcome[],
  fillable: readonly string[] = ['link', 'logo'],
): FixedSheet {
  const read = readSheetBytes(bytes);
  if (!read.ok) return { ok: false, problem: read.message };
  let source = bytes;
  if (read.format.encoding !== 'UTF-8') {
    const utf8 = encodeSheetText(read.text, { encoding: 'UTF-8', bom: true, lineEnding: read.format.lineEnding });
    if (!utf8.ok) return { ok: false, problem: utf8.problem };
    source = utf8.bytes;
  }
  const parsed = parseCsv(read.text, spec);
  if (!parsed.ok) return { ok: false, problem: parsed.problem.message };
  const rawCells = new Map(parsed.records.map((record) => [record.row, record.cells]));
  const inHeader = new Set(parsed.columns);

  // The value each fixed cell ends with (a later fix of the same cell builds on the earlier one).
  const fixed = new Map<string, SheetEdit>();
  const key = (row: number, column: string) => `${row}\u0000${column}`;
  for (const issue of issues) {
    if (issue.severity !== 'fixed' || issue.row === null || issue.column === null || issue.expected === null) continue;
    if (!rawCells.has(issue.row) || !inHeader.has(issue.column)) continue;
    fixed.set(key(issue.row, issue.column), { row: issue.row, column: issue.column, value: issue.expected });
  }
  const cellNow = (row: number, column: string) => fixed.get(key(row, column))?.value ?? rawCells.get(row)?.[column] ?? '';

  const edits: SheetEdit[] = [];
  for (const edit of fixed.values()) {
    // A fix that would leave the cell starting a formula (a space taken off '=cmd|…') is not
    // written: the cell stays as the editor wrote it, inert, and the check asks for a look.
    if (startsFormula(edit.value)) continue;
    edits.push(edit);
  }

  const removeRows: number[] = [];
  for (const outcome of outcomes) {
    if (outcome.status !== 'merged' || outcome.mergedInto === undefined) continue;
    if (!rawCells.has(outcome.row) || !rawCells.has(outcome.mergedInto)) continue;
    // A cell the check left out for review (a broken logo) is not carried over.
    const leftOut = new Set((outcome.changes ?? []).filter((change) => change.after === '').map((change) => change.column));
    for (const column of fillable) {
      if (leftOut.has(column) || !inHeader.has(column)) continue;
      const carried = cellNow(outcome.row, column);
      if (cellNow(outcome.mergedInto, column).trim() === '' && carried.trim() !== '' && !startsFormula(carried)) {
        const edit = { row: outcome.mergedInto, column, value: carried };
        edits.push(edit);
        // A later duplicate must see this cell as filled, as the check's merge does: the first
        // duplicate that offers a value gives it, and the fixed sheet keeps what the site shows.
        fixed.set(key(outcome.mergedInto, column), edit);
      }
    }
    removeRows.push(outcome.row);
  }
  const result = editSheet(source, spec, edits, { removeRows });
  return result.ok ? { ok: true, bytes: result.bytes } : result;
}
