/**
 * A whole sheet replaced by a newer copy of it (npm run data:pull: the published spreadsheet
 * replaces data/<list>.csv). Pure, no node:*.
 *
 * The spreadsheet is the source of truth for what the sheet says: every cell, every row and
 * their order come from the download, untouched (a cell's own line breaks included). The file
 * in the repository keeps its own format, as every sheet writer does (sheet-io): its encoding,
 * its byte-order mark, its line ending between rows, and whether it ends with one. Google
 * serves UTF-8 with CRLF between rows and none after the last; written as downloaded, the first
 * pull of an LF sheet would show every line as changed and hide the rows that really changed.
 * A new file gets the repository's format: UTF-8, no byte-order mark, LF, a final line ending.
 */
import { splitCsvText, type RecordSpan } from '../format/csv-split';
import { encodeSheetText, readSheetBytes, type SheetFormat } from '../format/sheet-io';

export const NEW_SHEET_FORMAT: SheetFormat = { encoding: 'UTF-8', bom: false, lineEnding: '\n' };

export type ReplaceSheetResult =
  | {
      ok: true;
      /** The bytes to write: the downloaded sheet in the existing file's format. */
      bytes: Uint8Array;
      /** Their text (without a byte-order mark). */
      text: string;
      format: SheetFormat;
      /** The text of the file it replaces; null when there was none or it could not be read. */
      existingText: string | null;
    }
  | { ok: false; problem: string };

/** The format a sheet file is written in, whether its last row ends with a line ending, and its text. */
function formatOf(existing: Uint8Array | null): { format: SheetFormat; finalLineEnding: boolean; existingText: string | null } {
  if (existing === null) return { format: NEW_SHEET_FORMAT, finalLineEnding: true, existingText: null };
  const read = readSheetBytes(existing);
  // An unreadable file is replaced whole: the new copy gets the repository's format.
  if (!read.ok) return { format: NEW_SHEET_FORMAT, finalLineEnding: true, existingText: null };
  return { format: read.format, finalLineEnding: read.text === '' || /[\r\n]$/.test(read.text), existingText: read.text };
}

/** True when the reader cuts the text into the same records of the same cells as `records`: rewriting line endings changed no cell. */
function sameCells(text: string, records: readonly RecordSpan[]): boolean {
  const left = splitCsvText(text);
  if (!left.ok || left.records.length !== records.length) return false;
  return left.records.every((record, index) => {
    const other = (records[index] as typeof record).cells;
    return record.cells.length === other.length && record.cells.every((cell, position) => cell.value === (other[position] as typeof cell).value);
  });
}

/**
 * The downloaded sheet as the file in `existing` would hold it (null: no file yet). Refuses,
 * with a sentence, when the download cannot be decoded or a character cannot be written in the
 * file's encoding; nothing is guessed.
 */
export function replaceSheet(downloaded: Uint8Array, existing: Uint8Array | null): ReplaceSheetResult {
  const read = readSheetBytes(downloaded);
  if (!read.ok) return { ok: false, problem: `the sheet cannot be read: ${read.message}` };
  const { format, finalLineEnding, existingText } = formatOf(existing);
  const split = splitCsvText(read.text);
  let text = read.text;
  // A quote that never closes leaves the rows unknown: the text stays as downloaded (the check refuses it anyway).
  if (split.ok && split.records.length > 0) {
    const records = split.records;
    const first = records[0] as (typeof records)[number];
    text = read.text.slice(0, first.start) + records.map((record) => read.text.slice(record.start, record.end)).join(format.lineEnding);
    if (finalLineEnding) text += format.lineEnding;
    if (!sameCells(text, records)) {
      return { ok: false, problem: "the sheet's rows could not be written with the file's line endings without changing a cell, so nothing was written" };
    }
  }
  const encoded = encodeSheetText(text, format);
  if (!encoded.ok) {
    // The copy in the data folder is the file in that encoding: saved once as UTF-8, it takes any character.
    const reason = encoded.problem.replace(/; save the sheet as .*$/, '');
    return { ok: false, problem: `${reason}; save the copy in the data folder once as "CSV UTF-8", then pull again` };
  }
  return { ok: true, bytes: encoded.bytes, text, format, existingText };
}
