/**
 * --accept-suggestions: writes an address into an empty cell of a CSV sheet and changes nothing
 * else: every other cell keeps its exact text and quoting, rows keep their order, the line
 * endings and a byte-order mark stay as they were. Works on the raw text, splitting records the
 * way the pipeline's reader does (a quoted cell may span lines; row = record number, header = 1).
 */
import { headerKey } from '../../src/pipeline/csv';

interface CellSpan {
  start: number;
  end: number; // exclusive
}

interface RecordSpan {
  cells: CellSpan[];
  end: number; // where the record's text ends (before its line break)
}

/** Splits CSV text into records and cells by position, without changing anything. */
export function splitCsv(text: string, from = 0): RecordSpan[] {
  const records: RecordSpan[] = [];
  let cells: CellSpan[] = [];
  let cellStart = from;
  let index = from;
  let quoted = false;
  let atCellStart = true;
  while (index < text.length) {
    const char = text[index];
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') index++;
        else quoted = false;
      }
      index++;
      continue;
    }
    if (char === '"' && atCellStart) {
      quoted = true;
      atCellStart = false;
      index++;
      continue;
    }
    if (char === ',') {
      cells.push({ start: cellStart, end: index });
      cellStart = index + 1;
      atCellStart = true;
      index++;
      continue;
    }
    if (char === '\n' || char === '\r') {
      cells.push({ start: cellStart, end: index });
      records.push({ cells, end: index });
      index += char === '\r' && text[index + 1] === '\n' ? 2 : 1;
      cells = [];
      cellStart = index;
      atCellStart = true;
      continue;
    }
    atCellStart = false;
    index++;
  }
  if (cellStart < text.length || cells.length > 0) {
    cells.push({ start: cellStart, end: text.length });
    records.push({ cells, end: text.length });
  }
  return records;
}

const unquote = (raw: string) => (raw.startsWith('"') ? raw.slice(1, raw.endsWith('"') ? -1 : undefined).replace(/""/g, '"') : raw);
const quoteIfNeeded = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export interface CellEdit {
  row: number; // spreadsheet row (header = 1)
  value: string;
}

export type RewriteResult = { ok: true; text: string; written: number[] } | { ok: false; problem: string };

/**
 * Puts each edit's value into `column` (any header spelling the pipeline accepts: `headerKeys`)
 * of its row, only where that cell is empty. Rows whose cell is no longer empty are left alone.
 */
export function fillEmptyCells(text: string, headerKeys: readonly string[], edits: readonly CellEdit[]): RewriteResult {
  const bom = text.startsWith('\ufeff') ? 1 : 0;
  const records = splitCsv(text, bom);
  const headerIndex = records.findIndex((record) => record.cells.some((cell) => text.slice(cell.start, cell.end).trim() !== ''));
  const header = records[headerIndex];
  if (!header) return { ok: false, problem: 'the sheet has no header row' };
  const keys = new Set(headerKeys.map(headerKey));
  const columnIndex = header.cells.findIndex((cell) => keys.has(headerKey(unquote(text.slice(cell.start, cell.end).trim()))));
  if (columnIndex === -1) return { ok: false, problem: `the sheet has no ${headerKeys[0]} column; add one to the header row` };

  // Splices from the end so earlier positions stay valid.
  const splices: { at: number; remove: number; insert: string; row: number }[] = [];
  for (const edit of edits) {
    const record = records[edit.row - 1];
    if (!record || edit.row - 1 <= headerIndex) continue;
    const cell = record.cells[columnIndex];
    if (cell) {
      if (unquote(text.slice(cell.start, cell.end)).trim() !== '') continue;
      splices.push({ at: cell.start, remove: cell.end - cell.start, insert: quoteIfNeeded(edit.value), row: edit.row });
    } else {
      // The row stops short of the column (a spreadsheet dropped trailing empty cells): add them.
      const missing = columnIndex - record.cells.length + 1;
      splices.push({ at: record.end, remove: 0, insert: `${','.repeat(missing)}${quoteIfNeeded(edit.value)}`, row: edit.row });
    }
  }
  splices.sort((a, b) => b.at - a.at);
  let result = text;
  for (const splice of splices) result = result.slice(0, splice.at) + splice.insert + result.slice(splice.at + splice.remove);
  return { ok: true, text: result, written: splices.map((splice) => splice.row).sort((a, b) => a - b) };
}
