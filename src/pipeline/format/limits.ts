/**
 * How large a sheet the check reads, in one place for `npm run data:check` and the /editors page.
 * No imports: the page's own script reads it to refuse a file before loading it.
 *
 * A sheet of this site holds a few thousand rows and is well under 1 MB. The limits leave room
 * for a thousandfold growth, and stop well before the check runs out of memory: a million
 * short rows take about 2 GB of memory to check (BENCHMARKS.md), and a 200 MB sheet ended the
 * CLI with an out-of-memory abort and the page with a false "not valid CSV".
 */

/** The most bytes a sheet (or any data file the check reads) may have: 50 MiB (52,428,800 bytes). */
export const MAX_SHEET_BYTES = 50 * 1024 * 1024;

/** The most lines a sheet may have: as many rows as an Excel worksheet holds. */
export const MAX_SHEET_LINES = 1_048_576;

/** "52,428,801 bytes": a size exact to the byte, so a file just over the limit is not "50 MB, more than 50 MB". */
function exactBytes(bytes: number): string {
  return `${bytes.toLocaleString('en')} byte${bytes === 1 ? '' : 's'}`;
}

/** "52,428,800 bytes (50 MiB)": the size limit as an editor reads it, exact and in mebibytes. */
export function describeSheetLimit(bytes = MAX_SHEET_BYTES): string {
  const mebibytes = bytes / (1024 * 1024);
  return `${exactBytes(bytes)} (${Number.isInteger(mebibytes) ? mebibytes : mebibytes.toFixed(1)} MiB)`;
}

/** The sentence for a file over MAX_SHEET_BYTES; `name` is how the editor knows the file ('data/shops.csv', 'shops.csv'). */
export function tooManyBytesSentence(name: string, size: number): string {
  return `${name} ${tooManyBytesReason(size)}`;
}

/** Why a file of `size` bytes is not checked, after its name ("is 52,428,801 bytes, more than the limit of …"). */
export function tooManyBytesReason(size: number): string {
  return `is ${exactBytes(size)}, more than the limit of ${describeSheetLimit()} for a sheet, so it is not checked (checking it would run out of memory). Check that this is the right file; a list of this site is far smaller`;
}

/** Why a sheet of `lines` lines is not checked, after its name ("has 1,100,000 lines, more than …"). */
export function tooManyLinesReason(lines: number): string {
  return `has ${lines.toLocaleString('en')} lines, more than the ${MAX_SHEET_LINES.toLocaleString('en')} a sheet may have (as many rows as Excel holds), so it is not checked. Check that this is the right file; a list of this site is far smaller`;
}

/**
 * Counts the lines of a file's bytes the way the reader splits rows (csv-split): "\r\n", "\n"
 * and a lone "\r" each end a line, whatever mix of them the file has, and a last line without
 * a line break counts too. Works on UTF-8 and Windows-1252 bytes and on UTF-16 of either byte
 * order (a line break there is the same byte next to a zero byte). The /editors page's row
 * estimate and the line limit both count with this.
 */
export function countLines(bytes: Uint8Array): number {
  if (bytes.length === 0) return 0;
  let breaks = 0;
  for (let index = bytes.indexOf(0x0a); index !== -1; index = bytes.indexOf(0x0a, index + 1)) breaks++;
  // A CR ends a line unless the LF after it does (in UTF-16 a zero byte lies between them).
  for (let index = bytes.indexOf(0x0d); index !== -1; index = bytes.indexOf(0x0d, index + 1)) {
    const next = bytes[index + 1];
    if (next !== 0x0a && !(next === 0 && bytes[index + 2] === 0x0a)) breaks++;
  }
  const last = bytes[bytes.length - 1];
  const beforeLast = bytes[bytes.length - 2];
  const endsWithBreak = last === 0x0a || last === 0x0d || (last === 0 && (beforeLast === 0x0a || beforeLast === 0x0d));
  return breaks + (endsWithBreak ? 0 : 1);
}

/** Why a sheet of these bytes is not checked, or null when it is within the limits. */
export function sheetSizeProblem(name: string, bytes: Uint8Array): string | null {
  const reason = sheetSizeReason(bytes);
  return reason === null ? null : `${name} ${reason}`;
}

/** The same, after the file's name: what the file-refused rule says. */
export function sheetSizeReason(bytes: Uint8Array): string | null {
  if (bytes.length > MAX_SHEET_BYTES) return tooManyBytesReason(bytes.length);
  const lines = countLines(bytes);
  return lines > MAX_SHEET_LINES ? tooManyLinesReason(lines) : null;
}
