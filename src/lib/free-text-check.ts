/**
 * The forms' free answers (the note, how to reach the visitor, a report's details) are no cell of
 * any sheet, but each is checked as a free-text cell is (text-too-long, the rule an event's line
 * about it runs in data:check), so no answer makes the editors' form address too long on its own.
 * Small and free of the rest of the pipeline: the report page runs it without loading the checks.
 */
import { asSentence } from '../pipeline/rules/findings';
import { textTooLong } from '../pipeline/rules/text-too-long';
import type { Severity } from '../pipeline/types';

/** A finding as the suggest and report forms show it. */
export interface SuggestFinding {
  rule: string;
  severity: Severity;
  column: string | null;
  /** The finding's sentence, without "shops.csv row 21, column location: ". */
  message: string;
}

/** The suggest form's free answers, and the report form's. */
export const SUGGEST_FREE_TEXT = ['contact', 'note'] as const;
export const REPORT_FREE_TEXT = ['details', 'contact'] as const;

/** What text-too-long finds in each of `fields`, as a finding under that field. */
export function checkFreeText(values: Readonly<Record<string, string>>, fields: readonly string[]): SuggestFinding[] {
  return fields.flatMap((field) => {
    const finding = textTooLong.check(values[field] ?? '');
    return finding === null ? [] : [{ rule: textTooLong.id, severity: textTooLong.severity, column: field, message: asSentence(finding.sentence) }];
  });
}
