/**
 * The checks of the suggest form, before anything is sent: the visitor's answers become one row
 * of the list's sheet, after the rows already listed, and go through the pipeline's own
 * checkSheet, the function data:check and /editors run. So the findings are data:check's own,
 * and a duplicate is what data:check would merge (same name and place, or same link) or flag
 * (a shared link). Pure; the suggest page loads it only once the visitor starts typing.
 */
import { checkSheet, type SheetContext, type SheetList } from '../pipeline/check/check-sheet';
import { sheetOf } from '../pipeline/sheets';
import { checkFreeText, SUGGEST_FREE_TEXT, type SuggestFinding } from './free-text-check';

/** A row already listed, as the suggest page knows it: its cells, and its key on the site. */
export interface ListedRow {
  key: string;
  cells: Readonly<Record<string, string>>;
}

// A finding as a form shows it; declared with the free-text check, which suggest-check builds on.
export type { SuggestFinding } from './free-text-check';

export interface SuggestCheck {
  findings: SuggestFinding[];
  /** The listed row this one repeats (same link, or same name in the same place), or null. */
  duplicate: ListedRow | null;
}

/** One cell as a CSV field: quoted when it holds a comma, a quote or a line break. */
function csvField(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** The sheet's text: its header, the listed rows, then the visitor's row (the last row). */
export function suggestionSheet(list: SheetList, listed: readonly ListedRow[], values: Readonly<Record<string, string>>): { text: string; row: number } {
  const columns = [...sheetOf(list).spec.required, ...sheetOf(list).spec.optional];
  const line = (cells: Readonly<Record<string, string>>) => columns.map((column) => csvField(cells[column] ?? '')).join(',');
  const lines = [columns.join(','), ...listed.map((row) => line(row.cells)), line(values)];
  return { text: `${lines.join('\n')}\n`, row: lines.length };
}

/** Runs data:check's rules on the visitor's answers, against what is already listed, and text-too-long on the free answers (contact, note). */
export function checkSuggestion(list: SheetList, listed: readonly ListedRow[], values: Readonly<Record<string, string>>, context: SheetContext): SuggestCheck {
  const { text, row } = suggestionSheet(list, listed, values);
  const check = checkSheet(text, list, context);
  const findings = check.issues
    .filter((issue) => issue.row === row && issue.rule !== 'duplicate-merged' && issue.rule !== 'link-shared')
    .map((issue): SuggestFinding => ({ rule: issue.rule, severity: issue.severity, column: issue.column, message: issue.sentence }))
    .concat(checkFreeText(values, SUGGEST_FREE_TEXT));
  const merged = check.outcomes.find((outcome) => outcome.row === row)?.mergedInto ?? null;
  const sharedWith = check.issues.find((issue) => issue.row === row && issue.rule === 'link-shared')?.sentence.match(/row (\d+) \(/)?.[1];
  const earlier = merged ?? (sharedWith ? Number(sharedWith) : null);
  // Row 1 is the header, so listed row i is sheet row i + 2.
  const duplicate = earlier === null ? null : (listed[earlier - 2] ?? null);
  return { findings, duplicate };
}

/** The sheet column a report reason's details are checked as in this list ('location' for a shop, 'place' for an event), or null when the list has none. */
export function reportCheckColumn(list: SheetList, check: 'link' | 'location'): string | null {
  const names = sheetOf(list).columns.map((column) => column.name);
  return (check === 'link' ? ['link'] : ['location', 'place']).find((name) => names.includes(name)) ?? null;
}

/**
 * A report's new link or new location, checked the way data:check checks that cell: the
 * listing's row as the site has it, with the cell replaced by what the visitor typed, through
 * checkSuggestion. Only that cell's findings are the visitor's.
 */
export function checkReportDetails(list: SheetList, cells: Readonly<Record<string, string>>, column: string, value: string, context: SheetContext): SuggestFinding[] {
  return checkSuggestion(list, [], { ...cells, [column]: value }, context).findings.filter((finding) => finding.column === column);
}
