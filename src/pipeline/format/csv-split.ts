/**
 * The one place a sheet's text is cut into rows and cells. The pipeline's reader (parseCsv)
 * and its writer (editSheet in ./sheet-io) both use it, so they always agree on what row 7 is
 * and where each of its cells starts and ends.
 *
 * The rules are csv-parse's with `relax_quotes` (what the reader used before), except that
 * every line ending ends a row outside quotes, as a text editor shows the file: "\r\n", "\n"
 * and a lone "\r" alike, so a sheet with mixed line endings reads one row per line.
 * - A cell is quoted only when its first character is a double quote; "" inside it is one quote.
 * - A quote anywhere else is text ("stray"). A quoted cell whose closing quote is followed by
 *   more text keeps its quotes as text and goes on to the next comma (csv-parse's relaxed reading);
 *   both are reported by the reader (rule csv-stray-quote), never taken silently.
 * - Row numbers count records (a quoted cell may span lines); line numbers count line endings.
 */

export interface CellSpan {
  /** Where the cell's text starts and ends in the text (end exclusive), quotes included. */
  start: number;
  end: number;
  /** The cell's value as the reader reads it. */
  value: string;
  /** 'quoted': a well-formed quoted cell; 'broken': a quote closed before the cell ended. */
  quoting: 'none' | 'quoted' | 'broken';
  /** A double quote that is not CSV's own quoting: in an unquoted cell, or a quoted cell closed early. */
  strayQuote: boolean;
}

export interface RecordSpan {
  /** Where the record starts; `end` is before its line ending, `next` after it. */
  start: number;
  end: number;
  next: number;
  /** The line of the file the record starts on (1 = the first line). */
  line: number;
  cells: CellSpan[];
}

export type SplitResult = { ok: true; records: RecordSpan[]; lines: number } | { ok: false; unclosedQuoteLine: number };

const QUOTE = 34;
const COMMA = 44;
const CR = 13;
const LF = 10;

/** Cuts CSV text into records and cells, with their exact positions. A leading BOM is skipped. */
export function splitCsvText(text: string): SplitResult {
  const length = text.length;
  const records: RecordSpan[] = [];
  let index = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  let recordStart = index;
  let recordLine = 1;
  let cells: CellSpan[] = [];

  for (;;) {
    if (index >= length) {
      // The text ends: a record that has begun (a comma was read) gets its last, empty cell.
      if (cells.length > 0) {
        cells.push({ start: index, end: index, value: '', quoting: 'none', strayQuote: false });
        records.push({ start: recordStart, end: index, next: index, line: recordLine, cells });
      }
      break;
    }
    let cell: CellSpan;
    if (text.charCodeAt(index) === QUOTE) {
      const read = readQuotedCell(text, index);
      if (read === undefined) return { ok: false, unclosedQuoteLine: lineAt(text, index) };
      // A quoted cell may span lines; only its quotes hold line endings.
      line += lineEndingsBetween(text, index, read.end);
      cell = read;
    } else {
      cell = readPlainCell(text, index);
    }
    cells.push(cell);
    index = cell.end;
    if (index >= length) {
      records.push({ start: recordStart, end: index, next: index, line: recordLine, cells });
      break;
    }
    const code = text.charCodeAt(index);
    if (code === COMMA) {
      index++;
      continue;
    }
    const ending = code === CR && text.charCodeAt(index + 1) === LF ? 2 : 1;
    records.push({ start: recordStart, end: index, next: index + ending, line: recordLine, cells });
    index += ending;
    line++;
    recordStart = index;
    recordLine = line;
    cells = [];
  }
  return { ok: true, records, lines: line };
}

/** A cell that does not open with a quote: it runs to the next comma or line ending; a quote in it is stray. */
function readPlainCell(text: string, start: number): CellSpan {
  let strayQuote = false;
  let index = start;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    if (code === COMMA || code === CR || code === LF) break;
    if (code === QUOTE) strayQuote = true;
    index++;
  }
  return { start, end: index, value: text.slice(start, index), quoting: 'none', strayQuote };
}

/**
 * A cell that opens with a quote at `start`; undefined when the text ends before its closing quote.
 * Closed before the cell ended (more text after the closing quote), the quotes are text and the
 * cell runs on to the next comma or line ending.
 */
function readQuotedCell(text: string, start: number): CellSpan | undefined {
  const close = closingQuote(text, start);
  if (close === -1) return undefined;
  const inner = text.slice(start + 1, close);
  const unescaped = inner.includes('"') ? inner.replace(/""/g, '"') : inner;
  const after = close + 1 < text.length ? text.charCodeAt(close + 1) : -1;
  if (after === -1 || after === COMMA || after === CR || after === LF) {
    return { start, end: close + 1, value: unescaped, quoting: 'quoted', strayQuote: false };
  }
  const end = unquotedEnd(text, close + 1);
  return { start, end, value: `"${unescaped}"${text.slice(close + 1, end)}`, quoting: 'broken', strayQuote: true };
}

/** The closing quote of the quoted cell opening at `open`, stepping over "" (one quote); -1 when there is none. */
function closingQuote(text: string, open: number): number {
  let scan = open + 1;
  while (scan < text.length) {
    if (text.charCodeAt(scan) === QUOTE) {
      if (text.charCodeAt(scan + 1) !== QUOTE) return scan;
      scan += 2;
    } else {
      scan++;
    }
  }
  return -1;
}

/** Where text that is not quoted ends: at the next comma or line ending, or the text's end. */
function unquotedEnd(text: string, from: number): number {
  let index = from;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    if (code === COMMA || code === CR || code === LF) break;
    index++;
  }
  return index;
}

/** How many line endings lie in text[from, to): "\r\n", "\n" and a lone "\r" count one each. */
function lineEndingsBetween(text: string, from: number, to: number): number {
  let endings = 0;
  for (let index = from; index < to; index++) {
    const code = text.charCodeAt(index);
    if (code === LF) endings++;
    else if (code === CR && text.charCodeAt(index + 1) !== LF) endings++;
  }
  return endings;
}

/** The line (1-based) that position `at` of the text is on; "\r\n", "\n" and a lone "\r" each end a line. */
export function lineAt(text: string, at: number): number {
  return 1 + lineEndingsBetween(text, 0, at);
}
