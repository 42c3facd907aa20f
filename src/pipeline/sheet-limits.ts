/**
 * How large a sheet the tools accept. One constant, so every command that takes a sheet from
 * outside (data:pull's download today) refuses the same size with the same sentence.
 *
 * 20 MB is far above any list here (the largest sheet in data/ is a few KB; the 200,000-row
 * benchmark sheet is 12.6 MB) and far below what makes Node run out of memory while a sheet is
 * read, checked and compared (a 200 MB sheet does).
 */
export const MAX_SHEET_BYTES = 20 * 1024 * 1024;

/** "20 MB": the limit as an editor reads it. */
export function describeSheetLimit(bytes = MAX_SHEET_BYTES): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}
