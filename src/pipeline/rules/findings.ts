/**
 * Finding kinds and checks, kept apart as Frictionless keeps error types apart from checks.
 *
 * A finding kind (`defineFinding`) is what a report can say: an id every finding carries, how bad
 * it is, what it looks at and one line for the rules table. A check (`defineCheck`) is a detector:
 * it reads its input once, decides, writes the sentence next to that decision and hands it to
 * `emit` under one of the kinds it declares in `emits`. Where a kind applies follows from the
 * checks that emit it (a sheet's columns name their checks: ../sheets). Nothing here imports the
 * rest of the pipeline: it is the bottom of it.
 */

/** error: the row (or file) is not used; review: used, but look at it; fixed: changed for you. */
export type Severity = 'error' | 'review' | 'fixed';

/**
 * What a finding looks at. file: the file as a whole (its bytes, header, entry count); sheet:
 * several rows together; row: one row with what it is checked against; cell: one cell alone.
 */
export type Scope = 'file' | 'sheet' | 'row' | 'cell';

/**
 * What a check found. `sentence` is the sentence alone (as `DataIssue.sentence`): where it is (file, row,
 * column) is kept apart and added where it is shown (`issueLine`; the JSON report's `message` is that whole line).
 */
export interface Finding {
  /** The cell as read; omitted for a whole-file finding. */
  found?: string | null;
  /** What it became (fixed) or what it should look like. */
  expected?: string | null;
  sentence: string;
  /** The value the site uses instead of the cell (fixed kinds; a logo left out for review is ''). */
  fixedValue?: string;
}

/** A kind of finding: what the report, the rules table and `RuleId` are made of. */
export interface FindingKind<Id extends string = string> {
  /** Kebab-case, stable: it appears in every report and in the rules table of docs/editors.md. */
  id: Id;
  /** One line for an editor: what is refused, fixed or flagged, and why. */
  description: string;
  /**
   * The files it is about besides the CSV sheets: a name ('slides.json'), or a group ('every
   * data file'). The sheets whose columns run a check that emits it are added by the registry.
   */
  appliesTo?: readonly string[];
  /** The column(s) it is about besides the sheets' columns whose checks emit it. */
  column?: readonly string[];
  severity: Severity;
  scope: Scope;
}

/**
 * Declares a finding kind, keeping its literal id (so `RuleId` lists every registered id). (Not
 * a `const` type parameter: the Parcel that compiles gatsby-node cannot read one.)
 */
export function defineFinding<Id extends string, K extends FindingKind<Id>>(kind: K & { id: Id }): K {
  return kind;
}

/** Hands a check's finding to whoever runs it, under one of the kinds the check emits. */
export type Emit<K extends FindingKind = FindingKind> = (kind: K, finding: Finding) => void;

/**
 * A detector: reads `input` once and emits what it finds, under the kinds of `emits` only.
 * `run` returns what it read (a column's next check, or the entity, takes that value).
 */
export interface Check<Input, Context, Result, K extends FindingKind = FindingKind> {
  /** Every kind `run` may emit: where a kind applies follows from the checks that emit it. */
  emits: readonly K[];
  run(input: Input, context: Context, emit: Emit<K>): Result;
}

export function defineCheck<Input, Context, Result>(check: Check<Input, Context, Result>): Check<Input, Context, Result> {
  return check;
}

/** Where a finding is in its file: a row (null: the file as a whole) and a column (null: the whole row or file). */
export interface Place {
  row: number | null;
  column: string | null;
}

/**
 * Hands a reader's finding, and where it is, to whoever runs the reader. A check's findings are
 * at the cell it was given (`Emit`); a reader's (the CSV reader's) are anywhere in its file.
 */
export type PlacedEmit<K extends FindingKind = FindingKind> = (kind: K, at: Place, finding: Finding) => void;

/**
 * "row 5, column location", "row 5", "column location", "entry 2" (`entry`: a JSON file's), '': a
 * place in its file, without the file. The one place "row N, column C" is written: every line,
 * title and message that names a place builds it here.
 */
export function rowAndColumn(row: number | null, column: string | null, { entry = false }: { entry?: boolean } = {}): string {
  return [row === null ? '' : `${entry ? 'entry' : 'row'} ${row}`, column ? `column ${column}` : ''].filter(Boolean).join(', ');
}

/**
 * The runner of a check at one place (a file's, a sheet's, a row's, as runChecks in ../sheets is a
 * column's): runs `check` on `input` and hands what it emits, with the place, to `emit`. True when
 * it emitted: a reader that stops at a finding asks this, never the check's sentence.
 */
export function runAt<Input, Context>(check: Check<Input, Context, unknown>, at: Place, input: Input, context: Context, emit: PlacedEmit): boolean {
  return emitted(check, input, context, (kind, finding) => emit(kind, at, finding));
}

/** Runs `check` inside another check, what it emits going to the outer one's `emit`; true when it emitted (the outer check may stop there). */
export function emitted<Input, Context>(check: Check<Input, Context, unknown>, input: Input, context: Context, emit: Emit): boolean {
  let found = false;
  check.run(input, context, (kind, finding) => {
    found = true;
    emit(kind, finding);
  });
  return found;
}

/** "shops.csv row 5, column location", "slides.json entry 2", "shops.csv, column x", "shops.csv": where a finding is, put before its sentence where it is shown. */
export function where(file: string, row: number | null, column: string | null): string {
  const place = rowAndColumn(row, column, { entry: file.endsWith('.json') });
  if (place === '') return file;
  return row === null ? `${file}, ${place}` : `${file} ${place}`;
}

/** A finding's sentence as it is kept and shown: ending with one full stop. */
export function asSentence(text: string): string {
  return text.replace(/\.?$/, '.');
}
