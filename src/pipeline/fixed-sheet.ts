/**
 * The fixed sheet: the editor's own CSV with the check's auto-fixes written into it, so the
 * next check has nothing left to fix. Same columns in the same order, same header, same
 * line endings; only cells an `auto-fixed` finding changed are touched, and a row merged
 * into an earlier one is removed (its link or logo moved to that row when it had none).
 * Whatever needs a person (errors, needs review) is left exactly as it was.
 */
import { parse } from 'csv-parse/sync';
import { headerKey, type CsvColumnSpec } from './csv';
import type { DataIssue, RowOutcome } from './types';

/** Quotes a cell only when CSV needs it. */
function csvCell(value: string): string {
  return /[",\r\n]/.test(value) || /^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Which position of the header holds each canonical column (first match wins, as in parseCsv). */
function columnPositions(header: readonly string[], spec: CsvColumnSpec): Map<string, number> {
  const canonical = new Map<string, string>();
  for (const column of [...spec.required, ...spec.optional]) canonical.set(headerKey(column), column);
  for (const [alias, column] of Object.entries(spec.aliases ?? {})) canonical.set(headerKey(alias), column);
  const positions = new Map<string, number>();
  header.forEach((cell, index) => {
    const column = canonical.get(headerKey(cell.trim()));
    if (column && !positions.has(column)) positions.set(column, index);
  });
  return positions;
}

/**
 * Applies the auto-fixes of one file's findings to its text. `fillable` are the columns a
 * merge copies into the row it keeps when that row has none (link and logo for shops).
 */
export function applyAutoFixes(
  text: string,
  spec: CsvColumnSpec,
  issues: readonly DataIssue[],
  outcomes: readonly RowOutcome[],
  fillable: readonly string[] = ['link', 'logo'],
): string {
  const table = parse(text, { bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: false });
  const headerIndex = table.findIndex((cells) => cells.some((cell) => cell.trim() !== ''));
  if (headerIndex === -1) return text;
  const positions = columnPositions(table[headerIndex] ?? [], spec);
  const cellsOf = (row: number) => table[row - 1];

  for (const issue of issues) {
    if (issue.severity !== 'fixed' || issue.row === null || issue.column === null || issue.expected === null) continue;
    const cells = cellsOf(issue.row);
    const position = positions.get(issue.column);
    if (cells && position !== undefined && issue.row - 1 > headerIndex) cells[position] = issue.expected;
  }

  const dropped = new Set<number>();
  for (const outcome of outcomes) {
    if (outcome.status !== 'merged' || outcome.mergedInto === undefined) continue;
    const duplicate = cellsOf(outcome.row);
    const kept = cellsOf(outcome.mergedInto);
    if (!duplicate || !kept) continue;
    // A cell the check left out for review (a broken logo) is not carried over.
    const leftOut = new Set((outcome.changes ?? []).filter((change) => change.after === '').map((change) => change.column));
    for (const column of fillable) {
      const position = positions.get(column);
      if (position === undefined || leftOut.has(column)) continue;
      if ((kept[position] ?? '').trim() === '' && (duplicate[position] ?? '').trim() !== '') kept[position] = duplicate[position] ?? '';
    }
    dropped.add(outcome.row);
  }

  const lineEnding = /\r\n/.test(text) ? '\r\n' : '\n';
  const bom = text.startsWith('\ufeff') ? '\ufeff' : '';
  const lines = table.filter((_, index) => !dropped.has(index + 1)).map((cells) => cells.map(csvCell).join(','));
  const endsWithNewline = /\r?\n$/.test(text);
  return `${bom}${lines.join(lineEnding)}${endsWithNewline ? lineEnding : ''}`;
}
