/**
 * Turning a sheet's bytes into text. Pure functions on bytes, with no file system, so the
 * /editors page can reuse them on a file picked in the browser.
 *
 * Spreadsheets save CSV in three encodings in practice: UTF-8 ("CSV UTF-8"), UTF-16 with a
 * byte-order mark (Excel's "Unicode text") and Windows-1252 (Excel's plain "CSV" on Windows).
 * All three are read; the last two are reported as an automatic conversion.
 */

export type SheetEncoding = 'UTF-16' | 'Windows-1252';

export type DecodedSheet = { ok: true; text: string; converted?: SheetEncoding } | { ok: false; message: string };

function decode(label: string, bytes: Uint8Array): string | null {
  try {
    return new TextDecoder(label, { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Decodes a sheet's bytes: UTF-8 as it is, UTF-16 (with BOM) and Windows-1252 converted, anything else refused. */
export function decodeSheetBytes(bytes: Uint8Array): DecodedSheet {
  const littleEndian = bytes[0] === 0xff && bytes[1] === 0xfe;
  if (littleEndian || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    const text = decode(littleEndian ? 'utf-16le' : 'utf-16be', bytes);
    if (text === null) return { ok: false, message: 'the file says it is UTF-16 but is damaged; save it again as "CSV UTF-8"' };
    return { ok: true, text, converted: 'UTF-16' };
  }
  // Valid UTF-8 is text even with a stray NUL in it: that cell is refused by the cell rules,
  // and the other rows are read.
  const utf8 = decode('utf-8', bytes);
  if (utf8 !== null) return { ok: true, text: utf8 };
  if (bytes.includes(0)) {
    return { ok: false, message: 'the file is not a text file (it holds bytes no spreadsheet writes in a CSV); save the sheet again as "CSV UTF-8"' };
  }
  // Every byte has a meaning in Windows-1252, so this never fails; stray control characters
  // it may produce are caught cell by cell.
  return { ok: true, text: new TextDecoder('windows-1252').decode(bytes), converted: 'Windows-1252' };
}

/** The auto-fix sentence for a converted file. */
export function describeConversion(encoding: SheetEncoding): string {
  const from = encoding === 'UTF-16' ? 'UTF-16 (Excel\'s "Unicode text")' : 'Windows-1252 (Excel\'s plain "CSV" on Windows)';
  return `the file is saved as ${from}; it was converted and read as UTF-8. Save it as "CSV UTF-8" next time so accented letters like ñ always survive`;
}
