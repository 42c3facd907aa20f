/**
 * The synthetic sheets the benchmarks read: one writer for every generated CSV, so each bench
 * only says what its rows hold. Names and links use .example/.test domains, never real shops.
 */

export interface SheetShape {
  /** Line ending between rows (Google serves CRLF; the repository's sheets use LF). */
  eol?: '\n' | '\r\n';
  /** A byte-order mark first, as Excel writes. */
  bom?: boolean;
  /** A line ending after the last row (Google's export has none). */
  finalEol?: boolean;
}

/** A cell as CSV writes it: quoted when it holds a comma, a quote or a line break. */
export const csvCell = (value: string): string => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The CSV lines (header first) of `count` rows, each given by `row(index)`, index from 0. */
export function sheetLines(header: readonly string[], count: number, row: (index: number) => readonly string[]): string[] {
  const lines = [header.join(',')];
  for (let index = 0; index < count; index++) lines.push(row(index).map(csvCell).join(','));
  return lines;
}

/** A whole sheet of `count` generated rows. */
export function generatedSheet(header: readonly string[], count: number, row: (index: number) => readonly string[], shape: SheetShape = {}): string {
  return joinSheet(sheetLines(header, count, row), shape);
}

/** Lines joined into a sheet of the given shape. */
export function joinSheet(lines: readonly string[], { eol = '\n', bom = false, finalEol = true }: SheetShape = {}): string {
  return `${bom ? '\ufeff' : ''}${lines.join(eol)}${finalEol ? eol : ''}`;
}

/** The shops sheet's columns. */
export const SHOP_COLUMNS = ['name', 'location', 'link', 'logo'] as const;
