/** A finding as every report carries it: the data check's, data:fetch's and import:osm's. */
import type { RuleId } from './index';
import type { Severity } from './rule';

/**
 * One finding, written for the editor who maintains the spreadsheet: the one shape of the data
 * check, data:fetch and import:osm. `Id` narrows the rule to one registry (`DataIssue` alone is
 * the data check's; `DataIssue<FetchRuleId>` data:fetch's). The ids may be any registry's, so
 * the tool rules (../tool-rules) use this type without the report's types importing them back.
 */
export interface DataIssue<Id extends string = RuleId> {
  rule: Id; // the rule it breaks (src/pipeline/rules, src/pipeline/tool-rules; the rules tables in docs/editors.md)
  severity: Severity;
  file: string; // relative to the data folder, e.g. "shops.csv"
  row: number | null; // spreadsheet row number (header = 1); null for a whole-file problem
  column: string | null;
  found: string | null; // the cell as read
  expected: string | null; // what it became (fixed) or what it should look like
  message: string; // one sentence: what was found and what to do
  url?: string; // data:fetch: the address it is about
}
