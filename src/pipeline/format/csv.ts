/**
 * Reading spreadsheets as editors export them: BOM, CRLF, quoted commas and newlines,
 * blank rows, stray spaces, headers in any case. Row numbers are the spreadsheet's
 * (header = row 1; a quoted cell spanning lines is still one row).
 */
import { splitCsvText, type CellSpan } from './csv-split';

export interface CsvColumnSpec {
  /** Canonical column names that must be present. */
  required: readonly string[];
  optional: readonly string[];
  /** Other header spellings accepted for a canonical column, compared with headerKey. */
  aliases?: Readonly<Record<string, string>>;
}

export interface CsvRecord {
  row: number;
  /** Cell text as read, by canonical column name; missing optional columns are ''. */
  cells: Record<string, string>;
  /** Set when the row cannot be read (wrong number of cells). */
  problem?: string;
  /** Cells holding a double quote that is not CSV's quoting: the column (or the header as written) and the cell. */
  strayQuotes?: { column: string; value: string }[];
}

export interface CsvFileProblem {
  /** The rule the file breaks (src/pipeline/rules/csv-*.ts). */
  rule: 'csv-not-a-sheet' | 'csv-unclosed-quote' | 'csv-malformed' | 'csv-empty' | 'csv-duplicate-column' | 'csv-missing-column';
  row: number | null;
  column: string | null;
  message: string;
}

export type CsvReadResult =
  | {
      ok: true;
      records: CsvRecord[];
      unusedColumns: string[];
      aliasedColumns: { header: string; column: string }[];
      /** The canonical column each header cell names, by position (null: a column the site does not use). */
      columns: (string | null)[];
      headerRow: number;
    }
  | { ok: false; problem: CsvFileProblem; /** Data rows that exist but cannot be used, when they can be told apart. */ dataRows: number[] };

/** "Image Src", "image_src", " IMGSRC " → "imgsrc". */
export function headerKey(header: string): string {
  return header
    .replace(/^\ufeff/, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
}

/** Decodes bytes as UTF-8, refusing anything else so accents are never silently garbled. */
export function decodeUtf8(bytes: Uint8Array): { ok: true; text: string } | { ok: false; message: string } {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    return { ok: false, message: 'the file is saved as UTF-16; save it again as "CSV UTF-8"' };
  }
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, message: 'the file is not UTF-8 text (accented letters like ñ would be garbled); save it again as "CSV UTF-8"' };
  }
}

/**
 * For a file that cannot be parsed: every non-blank line after the header, by line number,
 * so each is accounted for as a rejected row.
 */
export function dataLinesOf(text: string): number[] {
  const lines = text.split(/\r\n|\n|\r/);
  const header = lines.findIndex((line) => line.replace(/^\ufeff/, '').trim() !== '');
  const rows: number[] = [];
  if (header === -1) return rows;
  lines.forEach((line, index) => {
    if (index > header && line.replace(/,/g, '').trim() !== '') rows.push(index + 1);
  });
  return rows;
}

/** How a web page starts: a doctype, a comment, an XML declaration or one of the tags a page opens with. */
const WEB_PAGE_START = /^<(!doctype\s+html|!--|\?xml|(html|head|body|meta|title|link|script|style|div|table|svg)[\s>/])/i;
/** How a JSON file starts: an object, or a list of values. A CSV header never starts so. */
const JSON_START = /^(\{\s*("|\}|$)|\[\s*(\{|\[|"|\]|-?\d|true\b|false\b|null\b|$))/;

/**
 * Why a text is not a CSV sheet at all, when it is a web page or JSON saved under a .csv name
 * (rule 'csv-not-a-sheet'); null for anything else, which the CSV rules then read. Looks only
 * at how the text starts.
 */
export function notASheet(text: string): string | null {
  const start = text
    .slice(0, 1024)
    .replace(/^\ufeff/, '')
    .trimStart();
  const firstLine = (start.split(/\r\n|\n|\r/)[0] ?? '').slice(0, 40);
  const shown = `it starts with '${firstLine}${firstLine.length === 40 ? '…' : ''}'`;
  const howTo = 'open the sheet in the spreadsheet and download it as "Comma-separated values (.csv)" (in Excel: Save As, "CSV UTF-8"), then use that file';
  if (WEB_PAGE_START.test(start)) return `this is a web page (HTML), not a CSV sheet (${shown}); ${howTo}`;
  if (JSON_START.test(start)) return `this is JSON, not a CSV sheet (${shown}); ${howTo}`;
  return null;
}

function isBlank(cells: readonly string[]): boolean {
  return cells.every((cell) => cell.trim() === '');
}

/**
 * Parses CSV text against a column spec. Never throws: a file that cannot be read at all
 * comes back as { ok: false } with the row to look at.
 */
export function parseCsv(text: string, spec: CsvColumnSpec): CsvReadResult {
  // A web page's quotes and a JSON file's commas would be read as a broken sheet: say what it is instead.
  const notCsv = notASheet(text);
  if (notCsv !== null) return { ok: false, problem: { rule: 'csv-not-a-sheet', row: null, column: null, message: notCsv }, dataRows: [] };
  const split = splitCsvText(text);
  if (!split.ok) return { ok: false, problem: unclosedQuoteProblem(split.unclosedQuoteLine), dataRows: dataLinesOf(text) };
  const spans = split.records;
  const table = spans.map((record) => record.cells.map((cell) => cell.value));
  const headerIndex = table.findIndex((cells) => !isBlank(cells));
  if (headerIndex === -1) {
    return { ok: false, problem: { rule: 'csv-empty', row: 1, column: null, message: 'the file is empty; it needs a header row' }, dataRows: [] };
  }
  const headerCells = table[headerIndex] ?? [];
  const dataRows: number[] = [];
  table.forEach((cells, index) => {
    if (index > headerIndex && !isBlank(cells)) dataRows.push(index + 1);
  });
  const headerRow = headerIndex + 1;
  const header = readHeader(headerCells, headerRow, spec);
  if (!header.ok) return { ok: false, problem: header.problem, dataRows };

  const layout: SheetLayout = { spec, headerCells, columnAt: header.columnAt, width: headerWidth(headerCells) };
  const records: CsvRecord[] = [];
  for (let index = headerIndex + 1; index < table.length; index++) {
    const cells = table[index] ?? [];
    if (isBlank(cells)) continue;
    records.push(readRecord(cells, spans[index]?.cells ?? [], index + 1, layout));
  }
  return { ok: true, records, unusedColumns: header.unusedColumns, aliasedColumns: header.aliasedColumns, columns: header.columnAt, headerRow };
}

function unclosedQuoteProblem(opened: number): CsvFileProblem {
  return {
    rule: 'csv-unclosed-quote',
    row: opened,
    column: null,
    message: `a double quote (") opens a cell on line ${opened} of the file and is never closed, so the rest of the file reads as one cell; close the quote or delete it`,
  };
}

type HeaderReading =
  { ok: true; columnAt: (string | null)[]; unusedColumns: string[]; aliasedColumns: { header: string; column: string }[] } | { ok: false; problem: CsvFileProblem };

/** What each header cell names (a canonical column, or null), or why the header cannot be used: a column twice, or one missing. */
function readHeader(headerCells: readonly string[], headerRow: number, spec: CsvColumnSpec): HeaderReading {
  const canonical = new Map<string, string>();
  for (const column of [...spec.required, ...spec.optional]) canonical.set(headerKey(column), column);
  for (const [alias, column] of Object.entries(spec.aliases ?? {})) canonical.set(headerKey(alias), column);

  const columnAt: (string | null)[] = [];
  const seen = new Map<string, string>();
  const unusedColumns: string[] = [];
  const aliasedColumns: { header: string; column: string }[] = [];
  for (const rawHeader of headerCells) {
    const header = rawHeader.trim();
    if (header === '') {
      columnAt.push(null);
      continue;
    }
    const column = canonical.get(headerKey(header)) ?? null;
    if (column === null) {
      unusedColumns.push(header);
      columnAt.push(null);
      continue;
    }
    const earlier = seen.get(column);
    if (earlier !== undefined) {
      const message = `the header has two columns for '${column}' ('${earlier}' and '${header}'); keep one and delete the other`;
      return { ok: false, problem: { rule: 'csv-duplicate-column', row: headerRow, column: header, message } };
    }
    seen.set(column, header);
    if (headerKey(header) !== headerKey(column)) aliasedColumns.push({ header, column });
    columnAt.push(column);
  }
  const missing = spec.required.filter((column) => !seen.has(column));
  if (missing.length > 0) {
    return {
      ok: false,
      problem: {
        rule: 'csv-missing-column',
        row: headerRow,
        column: missing[0] ?? null,
        message: `the header row has no ${missing.map((column) => `'${column}'`).join(', ')} column; the first row must name the columns ${[...spec.required].join(', ')}`,
      },
    };
  }
  return { ok: true, columnAt, unusedColumns, aliasedColumns };
}

/** How many cells the header has; trailing empty ones do not count (spreadsheets export "name,link,,"). */
function headerWidth(headerCells: readonly string[]): number {
  let width = headerCells.length;
  while (width > 0 && (headerCells[width - 1] ?? '').trim() === '') width--;
  return width;
}

/** What every data row is read against: the spec, the header as written, the column at each position and the header's width. */
interface SheetLayout {
  spec: CsvColumnSpec;
  headerCells: readonly string[];
  columnAt: readonly (string | null)[];
  width: number;
}

/** One data row as a record: its cells by column, its stray quotes, and a problem when its cell count does not fit the header. */
function readRecord(cells: readonly string[], spans: readonly CellSpan[], row: number, layout: SheetLayout): CsvRecord {
  const { spec, headerCells, columnAt, width } = layout;
  const record: CsvRecord = { row, cells: {} };
  for (const column of [...spec.required, ...spec.optional]) record.cells[column] = '';
  columnAt.forEach((column, position) => {
    if (column !== null) record.cells[column] = cells[position] ?? '';
  });
  const stray = spans.flatMap((cell, position) => {
    if (!cell.strayQuote) return [];
    const column = columnAt[position] ?? ((headerCells[position] ?? '').trim() || `column ${position + 1}`);
    return [{ column, value: cell.value }];
  });
  if (stray.length > 0) record.strayQuotes = stray;
  const extraFilled = cells.slice(width).some((cell) => cell.trim() !== '');
  if (extraFilled) {
    record.problem = `the row has ${cells.length} cells but the header has ${width}; a value that contains a comma must be wrapped in double quotes`;
  } else if (cells.length < width) {
    record.problem = `the row has ${cells.length} cells but the header has ${width}; a cell or a comma is missing`;
  }
  return record;
}
