/**
 * Records what happened to each row of one file, so every input row ends up with exactly
 * one outcome, and every finding is a DataIssue an editor can act on.
 */
import type { DataIssue, FileSummary, RowOutcome, Severity } from '../report/types';
import type { Finding, RuleId, Scope } from '../rules';
import type { Check, Emit, PlacedEmit, Place } from '../rules/findings';
import type { RuleContext } from '../rules/rule';
import { asSentence } from '../rules/findings';

/** What the logger needs of a rule: its id, and the severity and scope that decide the outcome. */
export interface ReportedRule {
  id: RuleId;
  severity: Severity;
  scope: Scope;
}

interface RowState {
  changes: { column: string; before: string; after: string }[];
  rejection: string | null;
  mergedInto: number | null;
}

/** Where a finding about the file as a whole is: no row, no column. */
export const WHOLE_FILE = { row: null, column: null } as const;

export { where } from '../rules/findings';

export class FileLog {
  readonly issues: DataIssue[] = [];
  private readonly rows = new Map<number, RowState>();
  private fileErrorCount = 0;

  /** Told the number of rows read so far each time a row is added (the /editors page shows it as progress). */
  onRow: ((rows: number) => void) | null = null;

  constructor(readonly file: string) {}

  addRow(row: number): void {
    if (this.rows.has(row)) return;
    this.rows.set(row, { changes: [], rejection: null, mergedInto: null });
    this.onRow?.(this.rows.size);
  }

  private state(row: number): RowState {
    this.addRow(row);
    return this.rows.get(row) as RowState;
  }

  private record(rule: RuleId, severity: Severity, row: number | null, column: string | null, found: string | null, expected: string | null, sentence: string): void {
    this.issues.push({ rule, severity, file: this.file, row, column, found, expected, sentence: asSentence(sentence) });
  }

  /**
   * Reports what a rule found. The severity comes from the rule, and with it the row's outcome:
   * an error rejects the row (the first error is the reason given), a `fixedValue` changes the
   * cell, a review leaves the row as it is. A file-scope finding (or one without a row) is about
   * the file as a whole; its error marks the file, not a row.
   */
  report(rule: ReportedRule, at: { row: number | null; column: string | null }, finding: Finding | null): void {
    if (finding === null) return;
    const { row, column } = at;
    if (rule.scope === 'file' || row === null) {
      if (rule.severity === 'error') this.fileErrorCount++;
    } else {
      const state = this.state(row);
      if (finding.fixedValue !== undefined) state.changes.push({ column: column ?? '', before: finding.found ?? '', after: finding.fixedValue });
      if (rule.severity === 'error' && state.rejection === null) state.rejection = `${column ? `${column}: ` : ''}${finding.sentence}`;
    }
    this.record(rule.id, rule.severity, row, column, finding.found ?? null, finding.expected ?? finding.fixedValue ?? null, finding.sentence);
  }

  /**
   * The one runner of a check outside a sheet's columns (a file's, a sheet's, a row's, as
   * runChecks is a column's): runs `check` on `input` and reports what it emits at `at`. True when
   * it emitted. `context` defaults to the place's column, for what no row lists.
   */
  run<Input>(check: Check<Input, RuleContext, unknown>, at: Place, input: Input, context: RuleContext = { column: at.column ?? '', what: '' }): boolean {
    // One emitter for every run, told the place and asked whether it emitted: the cells' common
    // rules run here for every cell, and a closure per run cost data:check time (reader-ab).
    const outer = { place: this.runPlace, found: this.runFound };
    this.runPlace = at;
    this.runFound = false;
    check.run(input, context, this.runEmit);
    const found = this.runFound;
    this.runPlace = outer.place;
    this.runFound = outer.found;
    return found;
  }

  private runPlace: Place = WHOLE_FILE;
  private runFound = false;
  private readonly runEmit: Emit = (kind, finding) => {
    this.runFound = true;
    this.report(kind as ReportedRule, this.runPlace, finding);
  };

  /** `report` as a reader's `emit`: every kind a reader emits is a registered rule (the registry test holds every finding to it). */
  readonly emit: PlacedEmit = (kind, at, finding) => this.report(kind as ReportedRule, at, finding);

  /** Rejects a row already explained by a file error, without repeating the error for each row. */
  rejectUnread(row: number, reason: string): void {
    const state = this.state(row);
    if (state.rejection === null) state.rejection = reason;
  }

  /** The row is a duplicate of `into` (reported under duplicate-merged): its outcome is merged. */
  mergeRow(row: number, into: number): void {
    this.state(row).mergedInto = into;
  }

  /** The rows read so far (blank lines are not rows). */
  get rowCount(): number {
    return this.rows.size;
  }

  isRejected(row: number): boolean {
    return this.rows.get(row)?.rejection != null;
  }

  get hasFileError(): boolean {
    return this.fileErrorCount > 0;
  }

  outcomes(): RowOutcome[] {
    // Rows are added in file order, so no sort is needed.
    return [...this.rows.entries()].map(([row, state]): RowOutcome => {
      if (state.rejection !== null) return { file: this.file, row, status: 'rejected', reason: state.rejection };
      if (state.mergedInto !== null)
        return { file: this.file, row, status: 'merged', mergedInto: state.mergedInto, ...(state.changes.length ? { changes: state.changes } : {}) };
      if (state.changes.length > 0) return { file: this.file, row, status: 'fixed', changes: state.changes };
      return { file: this.file, row, status: 'kept' };
    });
  }

  summary(): FileSummary {
    const counts = { kept: 0, fixed: 0, merged: 0, rejected: 0 };
    for (const state of this.rows.values()) {
      if (state.rejection !== null) counts.rejected++;
      else if (state.mergedInto !== null) counts.merged++;
      else if (state.changes.length > 0) counts.fixed++;
      else counts.kept++;
    }
    let errors = 0;
    let reviews = 0;
    for (const issue of this.issues) {
      if (issue.severity === 'error') errors++;
      else if (issue.severity === 'review') reviews++;
    }
    return { file: this.file, rows: this.rows.size, ...counts, errors, reviews };
  }
}
