/**
 * The CSV reader: a sheet's text against its columns, emitting what it finds under the csv-*
 * kinds through the `emit` it is given, as Frictionless's row stream yields its errors. It never
 * logs: whoever runs it decides what a finding does (the sheets' reader and the place table log
 * it, which rejects the row on an error).
 */
import { parseCsv, type CsvColumnSpec, type CsvFileProblem, type CsvRecord } from '../format/csv';
import { runAt, type FindingKind, type PlacedEmit } from '../rules/findings';
import { csvDuplicateColumn } from '../rules/csv-duplicate-column';
import { csvEmpty } from '../rules/csv-empty';
import { csvMalformed } from '../rules/csv-malformed';
import { csvMissingColumn } from '../rules/csv-missing-column';
import { csvNotASheet } from '../rules/csv-not-a-sheet';
import { csvRowWidth } from '../rules/csv-row-width';
import { csvStrayQuote } from '../rules/csv-stray-quote';
import { csvUnclosedQuote } from '../rules/csv-unclosed-quote';
import { csvUnknownColumn } from '../rules/csv-unknown-column';

/** The kinds a CSV file as a whole can break, by the id parseCsv names in its problem. */
const CSV_FILE_KINDS = {
  'csv-not-a-sheet': csvNotASheet,
  'csv-unclosed-quote': csvUnclosedQuote,
  'csv-malformed': csvMalformed,
  'csv-empty': csvEmpty,
  'csv-duplicate-column': csvDuplicateColumn,
  'csv-missing-column': csvMissingColumn,
} satisfies Record<CsvFileProblem['rule'], FindingKind>;

/** The kinds the reader emits about a file as a whole. */
export const CSV_FILE_RULES = Object.values(CSV_FILE_KINDS);

export interface CsvReaderOptions {
  /** Emit csv-unknown-column for each header cell the columns do not name (the sheets do; place-aliases.csv does not). */
  unknownColumns: boolean;
}

export type CsvReading =
  /** A file it cannot read: one file finding was emitted; the data rows it holds, to account for each. */
  | { ok: false; dataRows: number[] }
  /** `rows` yields, in file order, each row it could split into the columns' cells, and emits each row it could not as it goes. */
  | { ok: true; rows: Iterable<CsvRecord> };

/**
 * Reads the text. A file it cannot read at all is one finding about the file; otherwise each
 * column the site does not use is emitted now, and each row whose cells cannot be lined up
 * (csv-row-width, csv-stray-quote) when `rows` reaches it, so a caller that logs each row it
 * takes keeps every finding and row in file order.
 */
export function readCsv(text: string, spec: CsvColumnSpec, emit: PlacedEmit, options: CsvReaderOptions): CsvReading {
  const result = parseCsv(text, spec);
  if (!result.ok) {
    const { problem } = result;
    emit(CSV_FILE_KINDS[problem.rule], { row: problem.row, column: problem.column }, { sentence: `the file cannot be read: ${problem.message}` });
    return { ok: false, dataRows: result.dataRows };
  }
  if (options.unknownColumns) {
    const known = [...spec.required, ...spec.optional];
    for (const header of result.unusedColumns) {
      // On the header's own row: blank lines may come before it.
      runAt(csvUnknownColumn, { row: result.headerRow, column: header }, { header, known }, { column: header, what: '' }, emit);
    }
  }
  return { ok: true, rows: splitRows(result.records, emit) };
}

function* splitRows(records: readonly CsvRecord[], emit: PlacedEmit): Generator<CsvRecord> {
  for (const record of records) {
    if (record.problem) {
      emit(csvRowWidth, { row: record.row, column: null }, { found: null, sentence: record.problem });
      continue;
    }
    if (record.strayQuotes) {
      for (const stray of record.strayQuotes) runAt(csvStrayQuote, { row: record.row, column: stray.column }, stray, { column: stray.column, what: '' }, emit);
      continue;
    }
    yield record;
  }
}
