/**
 * Turning a sheet's bytes into text. Pure functions on bytes, with no file system, so the
 * /editors page can reuse them on a file picked in the browser.
 *
 * Spreadsheets save CSV in three encodings in practice: UTF-8 ("CSV UTF-8"), UTF-16 with a
 * byte-order mark (Excel's "Unicode text") and Windows-1252 (Excel's plain "CSV" on Windows).
 * All three are read; the last two are reported as an automatic conversion.
 */
import { readSheetBytes } from './sheet-io';

export type SheetEncoding = 'UTF-16' | 'Windows-1252';

export type DecodedSheet = { ok: true; text: string; converted?: SheetEncoding } | { ok: false; message: string };

/** Decodes a sheet's bytes: UTF-8 as it is, UTF-16 (with BOM) and Windows-1252 converted, anything else refused. */
export function decodeSheetBytes(bytes: Uint8Array): DecodedSheet {
  // One decoder for reading and writing: sheet-io's, which also says how to write the file back.
  const read = readSheetBytes(bytes);
  if (!read.ok) return read;
  const { encoding } = read.format;
  if (encoding === 'UTF-8') return { ok: true, text: read.text };
  return { ok: true, text: read.text, converted: encoding === 'Windows-1252' ? 'Windows-1252' : 'UTF-16' };
}

/** The auto-fix sentence for a converted file. */
export function describeConversion(encoding: SheetEncoding): string {
  const from = encoding === 'UTF-16' ? 'UTF-16 (Excel\'s "Unicode text")' : 'Windows-1252 (Excel\'s plain "CSV" on Windows)';
  return `the file is saved as ${from}; it was converted and read as UTF-8. Save it as "CSV UTF-8" next time so accented letters like ñ always survive`;
}
