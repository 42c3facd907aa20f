/** A finding as every report carries it: the data check's, data:fetch's and import:osm's. */
import { where } from './findings';
import type { RuleId } from './index';
import type { Severity } from './rule';

/**
 * One finding, written for the editor who maintains the spreadsheet: the one shape of the data
 * check, data:fetch and import:osm. `Id` narrows the rule to one registry (`DataIssue` alone is
 * the data check's; `DataIssue<FetchRuleId>` data:fetch's). The ids may be any registry's, so
 * the tool rules (../tool-rules) use this type without the report's types importing them back.
 *
 * The sentence and the place are kept apart: `file`, `row` and `column` say where it is, and
 * `issueLine` puts them before the sentence only where a finding is shown.
 */
export interface DataIssue<Id extends string = RuleId> {
  rule: Id; // the rule it breaks (src/pipeline/rules, src/pipeline/tool-rules; the rules tables in docs/editors.md)
  severity: Severity;
  file: string; // relative to the data folder, e.g. "shops.csv"
  row: number | null; // spreadsheet row number (header = 1); null for a whole-file problem
  column: string | null;
  found: string | null; // the cell as read
  expected: string | null; // what it became (fixed) or what it should look like
  /**
   * What was found and what to do, without where: one sentence ending with one full stop. (An
   * OpenStreetMap element's finding, which is in no file of ours, is a list item as its rule writes it.)
   */
  sentence: string;
  url?: string; // data:fetch: the address it is about
}

/** The place and the sentence of a finding: what its line is made of. */
export type PlacedSentence = Pick<DataIssue<string>, 'file' | 'row' | 'column' | 'sentence'>;

/** A finding as one line, where it is shown: "shops.csv row 5, column link: 'x' is not a full web address…". */
export function issueLine(issue: PlacedSentence): string {
  return `${where(issue.file, issue.row, issue.column)}: ${issue.sentence}`;
}

/** A finding as the reports' JSON keeps it: its fields, with the line as shown (`message`) in the sentence's place. */
export type ReportedIssue<Id extends string = RuleId> = Omit<DataIssue<Id>, 'sentence'> & { message: string };

export function reportedIssue<Id extends string>(issue: DataIssue<Id>): ReportedIssue<Id> {
  const { sentence, url, ...fields } = issue;
  return { ...fields, message: issueLine({ ...fields, sentence }), ...(url === undefined ? {} : { url }) };
}
