/**
 * The one reader and the one writer of sheet files. Pure (no node:*), so the /editors page
 * uses it in the browser as the command-line tools do on disk.
 *
 * - readSheetBytes: the pipeline's decoder. UTF-8 (with or without a byte-order mark), UTF-16
 *   with a BOM, Windows-1252 (Excel's plain "CSV" on Windows); says which, and the line endings.
 * - encodeSheetText: writes a whole sheet's text in a given format, or refuses with a sentence
 *   when the encoding cannot hold a character.
 * - editSheet: changes some cells of a sheet file and copies every other byte as it was
 *   (encoding, BOM, line endings, the other cells' quoting). It finds cells with the reader's
 *   own splitter (./csv-split) and checks what it found against parseCsv before writing.
 * - neutralizeFormula: the one guard that keeps a written cell from starting a formula.
 */
import { parseCsv, type CsvColumnSpec, type CsvRecord } from './csv';
import { splitCsvText, type CellSpan, type RecordSpan } from './csv-split';

export interface SheetFormat {
  encoding: 'UTF-8' | 'UTF-16LE' | 'UTF-16BE' | 'Windows-1252';
  bom: boolean;
  lineEnding: '\r\n' | '\n' | '\r';
}

export type ReadSheetResult = { ok: true; text: string; format: SheetFormat } | { ok: false; message: string };

function decode(label: string, bytes: Uint8Array): string | null {
  try {
    // ignoreBOM: the mark is found and taken off here, once, for every encoding.
    return new TextDecoder(label, { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The line ending the sheet uses most ("\r\n" on a tie with another, "\n" when it has none). */
export function lineEndingOf(text: string): SheetFormat['lineEnding'] {
  let crlf = 0;
  let lf = 0;
  let cr = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === 10) lf++;
    else if (code === 13) {
      if (text.charCodeAt(index + 1) === 10) {
        crlf++;
        index++;
      } else cr++;
    }
  }
  if (crlf === 0 && lf === 0 && cr === 0) return '\n';
  if (crlf >= lf && crlf >= cr) return '\r\n';
  return lf >= cr ? '\n' : '\r';
}

/** Decodes a sheet's bytes: the text (without its byte-order mark) and the format it was saved in. */
export function readSheetBytes(bytes: Uint8Array): ReadSheetResult {
  const littleEndian = bytes[0] === 0xff && bytes[1] === 0xfe;
  if (littleEndian || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    const text = decode(littleEndian ? 'utf-16le' : 'utf-16be', bytes.subarray(2));
    if (text === null) return { ok: false, message: 'the file says it is UTF-16 but is damaged; save it again as "CSV UTF-8"' };
    return { ok: true, text, format: { encoding: littleEndian ? 'UTF-16LE' : 'UTF-16BE', bom: true, lineEnding: lineEndingOf(text) } };
  }
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  // Valid UTF-8 is text even with a stray NUL in it: that cell is refused by the cell rules,
  // and the other rows are read.
  const utf8 = decode('utf-8', bom ? bytes.subarray(3) : bytes);
  if (utf8 !== null) return { ok: true, text: utf8, format: { encoding: 'UTF-8', bom, lineEnding: lineEndingOf(utf8) } };
  if (bytes.includes(0)) {
    return { ok: false, message: 'the file is not a text file (it holds bytes no spreadsheet writes in a CSV); save the sheet again as "CSV UTF-8"' };
  }
  // Every byte has a meaning in Windows-1252, so this never fails; stray control characters
  // it may produce are caught cell by cell.
  const text = new TextDecoder('windows-1252').decode(bytes);
  return { ok: true, text, format: { encoding: 'Windows-1252', bom: false, lineEnding: lineEndingOf(text) } };
}

/** Windows-1252: the character each byte decodes to, and back (built from the decoder itself, so the two always agree). */
let cp1252Table: Map<number, number> | null = null;
function cp1252Encoder(): Map<number, number> {
  if (cp1252Table === null) {
    const table = new Map<number, number>();
    const decoder = new TextDecoder('windows-1252');
    for (let byte = 0; byte < 256; byte++) table.set(decoder.decode(new Uint8Array([byte])).charCodeAt(0), byte);
    cp1252Table = table;
  }
  return cp1252Table;
}

function describeCharacter(text: string, index: number): string {
  const codePoint = text.codePointAt(index) ?? 0;
  const hex = `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
  return codePoint < 0x20 || (codePoint >= 0x7f && codePoint < 0xa0) || (codePoint >= 0xd800 && codePoint < 0xe000)
    ? hex
    : `'${String.fromCodePoint(codePoint)}' (${hex})`;
}

const ENCODING_NAMES: Record<SheetFormat['encoding'], string> = {
  'UTF-8': 'UTF-8',
  'UTF-16LE': 'UTF-16',
  'UTF-16BE': 'UTF-16',
  'Windows-1252': 'Windows-1252 (Excel\'s plain "CSV")',
};

/** The first half of a surrogate pair without its second half, or a second half alone: no encoding can write it. */
function loneSurrogate(text: string): number {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0xd800 || code > 0xdfff) continue;
    if (code <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        index++;
        continue;
      }
    }
    return index;
  }
  return -1;
}

/** Writes a whole sheet's text in `format` (the BOM added when the format has one; line endings are the text's own). */
export function encodeSheetText(text: string, format: SheetFormat): { ok: true; bytes: Uint8Array } | { ok: false; problem: string } {
  const broken = loneSurrogate(text);
  if (broken !== -1) return { ok: false, problem: `the text holds half of a character (${describeCharacter(text, broken)}), which no file can store` };
  if (format.encoding === 'UTF-8') {
    const body = new TextEncoder().encode(text);
    if (!format.bom) return { ok: true, bytes: body };
    const bytes = new Uint8Array(body.length + 3);
    bytes.set([0xef, 0xbb, 0xbf]);
    bytes.set(body, 3);
    return { ok: true, bytes };
  }
  if (format.encoding === 'Windows-1252') {
    const table = cp1252Encoder();
    const bytes = new Uint8Array(text.length);
    for (let index = 0; index < text.length; index++) {
      const byte = table.get(text.charCodeAt(index));
      if (byte === undefined) {
        return {
          ok: false,
          problem: `${describeCharacter(text, index)} cannot be written in ${ENCODING_NAMES[format.encoding]}, the encoding the sheet is saved in; save the sheet as "CSV UTF-8" and run the command again`,
        };
      }
      bytes[index] = byte;
    }
    // Windows-1252 has no byte-order mark: `bom` is ignored.
    return { ok: true, bytes };
  }
  const littleEndian = format.encoding === 'UTF-16LE';
  const offset = format.bom ? 2 : 0;
  const bytes = new Uint8Array(offset + text.length * 2);
  if (format.bom) bytes.set(littleEndian ? [0xff, 0xfe] : [0xfe, 0xff]);
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    bytes[offset + index * 2] = littleEndian ? code & 0xff : code >> 8;
    bytes[offset + index * 2 + 1] = littleEndian ? code >> 8 : code & 0xff;
  }
  return { ok: true, bytes };
}

/**
 * Characters that make a spreadsheet read a cell as a formula (or a DDE command) when they
 * come first (OWASP, "CSV Injection"): = + - @, tab, CR and LF, and the look-alikes some
 * spreadsheets fold into them: fullwidth ＝ ＋ － ＠, small ﹦ ﹢ ﹣, and the next-line and
 * line/paragraph separators a spreadsheet may take as a line break.
 */
const FORMULA_START = /^[=+\-@\t\r\n\uff1d\uff0b\uff0d\uff20\ufe66\ufe62\ufe63\u0085\u2028\u2029]/;

/** True when a spreadsheet would run the cell as a formula. */
export function startsFormula(value: string): boolean {
  return FORMULA_START.test(value);
}

/** The cell as a spreadsheet shows it as text: an apostrophe before a leading formula character. */
export function neutralizeFormula(value: string): string {
  return startsFormula(value) ? `'${value}` : value;
}

/** A value as one CSV cell: quoted when CSV needs it (a comma, a quote, a line break). */
export function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export interface SheetEdit {
  /** The spreadsheet row (header = 1), as the reader numbers it. */
  row: number;
  /** A canonical column name of `spec` (any header spelling the reader accepts matches it). */
  column: string;
  value: string;
  /** Write only when the cell is empty (blanks count as empty); otherwise the edit is skipped. */
  onlyIfEmpty?: boolean;
}

export type EditSheetResult = { ok: true; bytes: Uint8Array; written: number[] } | { ok: false; problem: string };

interface Splice {
  at: number;
  remove: number;
  insert: string;
}

/** How many bytes `text` from `from` to `to` takes in the encoding (no BOM). */
function byteLength(text: string, from: number, to: number, encoding: SheetFormat['encoding']): number {
  if (encoding === 'Windows-1252') return to - from;
  if (encoding !== 'UTF-8') return (to - from) * 2;
  let length = 0;
  for (let index = from; index < to; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x80) length += 1;
    else if (code < 0x800) length += 2;
    else if (code >= 0xd800 && code <= 0xdbff && index + 1 < to) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        length += 4;
        index++;
      } else length += 3;
    } else length += 3;
  }
  return length;
}

type EditFailure = Extract<EditSheetResult, { ok: false }>;

/**
 * Changes cells of a sheet file and nothing else. Edits name a row and a canonical column;
 * a later edit of the same cell wins. `removeRows` deletes whole rows (with their line ending).
 * The cells are found with the reader's splitter and checked against parseCsv: if the two
 * disagree, or the file cannot be read, or a value cannot be written in the file's encoding,
 * nothing is written and the reason comes back as a sentence.
 */
export function editSheet(bytes: Uint8Array, spec: CsvColumnSpec, edits: readonly SheetEdit[], options: { removeRows?: readonly number[] } = {}): EditSheetResult {
  const read = readSheetBytes(bytes);
  if (!read.ok) return { ok: false, problem: `the sheet cannot be read: ${read.message}` };
  const { text, format } = read;
  const parsed = parseCsv(text, spec);
  if (!parsed.ok) return { ok: false, problem: `the sheet cannot be read: ${parsed.problem.message}` };
  const split = splitCsvText(text);
  if (!split.ok) return { ok: false, problem: 'the sheet cannot be read: a quote is never closed' };
  const positionOf = new Map<string, number>();
  parsed.columns.forEach((column, position) => {
    if (column !== null && !positionOf.has(column)) positionOf.set(column, position);
  });
  const byRow = recordsByRow(parsed.records, split.records, positionOf);
  if (!(byRow instanceof Map)) return byRow;

  const removed = new Set(options.removeRows ?? []);
  for (const row of removed) {
    if (row <= parsed.headerRow || !byRow.has(row)) return { ok: false, problem: `row ${row} is not a row of the sheet that can be removed; nothing was changed` };
  }
  const plan = planSplices(edits, removed, positionOf, byRow);
  if (!plan.ok) return plan;
  const { splices, written } = plan;
  if (splices.length === 0) return { ok: true, bytes, written: [] };

  splices.sort((a, b) => a.at - b.at);
  for (let index = 1; index < splices.length; index++) {
    const before = splices[index - 1] as Splice;
    if ((splices[index] as Splice).at < before.at + before.remove) return { ok: false, problem: 'two changes overlap in one place of the sheet; nothing was changed' };
  }
  const spliced = spliceBytes(bytes, text, format, splices);
  if (!spliced.ok) return spliced;
  const { output, expected } = spliced;

  // The result must read back as the intended text, with the rows the reader expects.
  const again = readSheetBytes(output);
  if (!again.ok || again.text !== expected || again.format.encoding !== format.encoding || again.format.bom !== format.bom) {
    return { ok: false, problem: 'the changed sheet did not read back as written, so nothing was changed' };
  }
  const reparsed = parseCsv(again.text, spec);
  if (!reparsed.ok || reparsed.records.length !== parsed.records.length - removed.size) {
    return { ok: false, problem: 'the changed sheet would not read back with the same rows, so nothing was changed' };
  }
  return { ok: true, bytes: output, written: [...written].sort((a, b) => a - b) };
}

/**
 * The cross-check: every row the reader read must be the record the splitter found there, cell
 * for cell. The records by row, or why no cell can be written safely.
 */
function recordsByRow(rows: readonly CsvRecord[], records: readonly RecordSpan[], positionOf: ReadonlyMap<string, number>): Map<number, RecordSpan> | EditFailure {
  const disagree = (row: number): EditFailure => ({
    ok: false as const,
    problem: `row ${row} is not where the sheet's reader finds it, so no cell could be written safely; nothing was changed`,
  });
  const byRow = new Map<number, RecordSpan>();
  for (const record of rows) {
    const span = records[record.row - 1];
    if (!span) return disagree(record.row);
    for (const [column, position] of positionOf) {
      if ((span.cells[position]?.value ?? '') !== (record.cells[column] ?? '')) return disagree(record.row);
    }
    byRow.set(record.row, span);
  }
  return byRow;
}

/**
 * The text changes the edits and removals make, with the rows that get a new value. The last
 * edit of a cell wins; an edit of a removed row is dropped; an unchanged value is no change.
 */
function planSplices(
  edits: readonly SheetEdit[],
  removed: ReadonlySet<number>,
  positionOf: ReadonlyMap<string, number>,
  byRow: ReadonlyMap<number, RecordSpan>,
): { ok: true; splices: Splice[]; written: Set<number> } | EditFailure {
  const latest = new Map<string, SheetEdit>();
  for (const edit of edits) latest.set(`${edit.row}\u0000${edit.column}`, edit);
  const splices: Splice[] = [];
  const written = new Set<number>();
  // Cells added to a row that stops short: one insertion per row at its end, in column order.
  const appended = new Map<number, { record: RecordSpan; cells: Map<number, string> }>();
  for (const edit of latest.values()) {
    if (removed.has(edit.row)) continue;
    const position = positionOf.get(edit.column);
    if (position === undefined) {
      return { ok: false, problem: `the sheet has no '${edit.column}' column; add one to the header row` };
    }
    const record = byRow.get(edit.row);
    if (!record) return { ok: false, problem: `the sheet has no row ${edit.row} to write '${edit.column}' into; nothing was changed` };
    const value = neutralizeFormula(edit.value);
    const cell: CellSpan | undefined = record.cells[position];
    if (cell) {
      if (edit.onlyIfEmpty && cell.value.trim() !== '') continue;
      if (cell.value === value) continue;
      splices.push({ at: cell.start, remove: cell.end - cell.start, insert: csvCell(value) });
    } else {
      const entry = appended.get(edit.row) ?? { record, cells: new Map<number, string>() };
      entry.cells.set(position, value);
      appended.set(edit.row, entry);
    }
    written.add(edit.row);
  }
  for (const { record, cells } of appended.values()) {
    const last = Math.max(...cells.keys());
    let insert = '';
    for (let position = record.cells.length; position <= last; position++) insert += `,${csvCell(cells.get(position) ?? '')}`;
    splices.push({ at: record.end, remove: 0, insert });
  }
  for (const row of removed) {
    // The whole row and its own line ending; the rows around it keep theirs.
    const record = byRow.get(row) as RecordSpan;
    splices.push({ at: record.start, remove: record.next - record.start, insert: '' });
  }
  return { ok: true, splices, written };
}

/**
 * Byte splicing: the bytes between changes are copied from the file, never re-encoded; only the
 * inserted text is encoded. The new bytes, and the text they must read back as.
 */
function spliceBytes(bytes: Uint8Array, text: string, format: SheetFormat, splices: readonly Splice[]): { ok: true; output: Uint8Array; expected: string } | EditFailure {
  const prefix = format.encoding.startsWith('UTF-16') || format.bom ? (format.encoding === 'UTF-8' ? 3 : 2) : 0;
  const parts: Uint8Array[] = [bytes.subarray(0, prefix)];
  let textAt = 0;
  let byteAt = prefix;
  let expected = '';
  for (const splice of splices) {
    const copyBytes = byteLength(text, textAt, splice.at, format.encoding);
    parts.push(bytes.subarray(byteAt, byteAt + copyBytes));
    byteAt += copyBytes + byteLength(text, splice.at, splice.at + splice.remove, format.encoding);
    const encoded = encodeSheetText(splice.insert, { ...format, bom: false });
    if (!encoded.ok) return { ok: false, problem: `${encoded.problem}; nothing was changed` };
    parts.push(encoded.bytes);
    expected += text.slice(textAt, splice.at) + splice.insert;
    textAt = splice.at + splice.remove;
  }
  parts.push(bytes.subarray(byteAt));
  expected += text.slice(textAt);
  const output = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    output.set(part, at);
    at += part.length;
  }
  return { ok: true, output, expected };
}
