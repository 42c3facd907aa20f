/**
 * How large a sheet the check reads, in one place for `npm run data:check` and the /editors page.
 * No imports: the page's own script reads it to refuse a file before loading it.
 *
 * A sheet of this site holds a few thousand rows and is well under 1 MB. The limits leave room
 * for a thousandfold growth, and stop well before the check runs out of memory: a million
 * short rows take about 2 GB of memory to check (BENCHMARKS.md), and a 200 MB sheet ended the
 * CLI with an out-of-memory abort and the page with a false "not valid CSV".
 */

/** The most bytes a sheet (or any data file the check reads) may have: 50 MB. */
export const MAX_SHEET_BYTES = 50 * 1024 * 1024;

/** The most lines a sheet may have: as many rows as an Excel worksheet holds. */
export const MAX_SHEET_LINES = 1_048_576;

function megabytes(bytes: number): string {
  const value = bytes / (1024 * 1024);
  return `${value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString('en')} MB`;
}

/** "50 MB": the size limit as an editor reads it (data:pull's refusal of a download). */
export function describeSheetLimit(bytes = MAX_SHEET_BYTES): string {
  return megabytes(bytes);
}

/** The sentence for a file over MAX_SHEET_BYTES; `name` is how the editor knows the file ('data/shops.csv', 'shops.csv'). */
export function tooManyBytesSentence(name: string, size: number): string {
  return `${name} ${tooManyBytesReason(size)}`;
}

/** Why a file of `size` bytes is not checked, after its name ("is 52 MB, more than …"). */
export function tooManyBytesReason(size: number): string {
  return `is ${megabytes(size)}, more than the ${megabytes(MAX_SHEET_BYTES)} a sheet may have, so it is not checked (checking it would run out of memory). Check that this is the right file; a list of this site is far smaller`;
}

/** The sentence for a sheet over MAX_SHEET_LINES. */
export function tooManyLinesSentence(name: string, lines: number): string {
  return `${name} ${tooManyLinesReason(lines)}`;
}

/** Why a sheet of `lines` lines is not checked, after its name ("has 1,100,000 lines, more than …"). */
export function tooManyLinesReason(lines: number): string {
  return `has ${lines.toLocaleString('en')} lines, more than the ${MAX_SHEET_LINES.toLocaleString('en')} a sheet may have (as many rows as Excel holds), so it is not checked. Check that this is the right file; a list of this site is far smaller`;
}

/** Counts the lines of a file's bytes (LF or, in an old Mac file, CR): a last line without a line break counts too. */
export function countLines(bytes: Uint8Array): number {
  let lf = 0;
  let cr = 0;
  for (let index = bytes.indexOf(0x0a); index !== -1; index = bytes.indexOf(0x0a, index + 1)) lf++;
  if (lf === 0) for (let index = bytes.indexOf(0x0d); index !== -1; index = bytes.indexOf(0x0d, index + 1)) cr++;
  const breaks = Math.max(lf, cr);
  const last = bytes[bytes.length - 1];
  return bytes.length === 0 ? 0 : breaks + (last === 0x0a || last === 0x0d || (last === 0 && bytes[bytes.length - 2] === 0x0a) ? 0 : 1);
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
