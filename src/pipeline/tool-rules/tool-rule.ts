/**
 * Rules of the commands around the data check: data:fetch (images and links on the network),
 * import:osm (OpenStreetMap elements) and the candidate sheets the data check only counts.
 * Each is a `defineRule` like the data check's own rules (../rules): an id every finding
 * carries, a line for the rules table, a severity, and a `check` that writes the sentence. They
 * are registered apart from `RULES`, because the data check's fixtures never reach them; their
 * own commands' tests do (tests/unit/fetch, tests/unit/osm).
 */
import type { Finding, RuleContext, Severity } from '../rules/rule';
import type { DataIssue } from '../rules/issue';
import { asSentence, type Check } from '../rules/findings';

/** What a tool rule is told besides its input: where the finding is (file, row, column). */
export interface ToolPlace {
  file: string;
  row: number | null;
  column: string | null;
}

/** The context a tool rule's check gets: it reads only its input. */
const toolContext = (column: string | null): RuleContext => ({ column: column ?? '', what: '' });

/** A tool rule's finding, run as every check is run: its checks always find something (the tool calls them when it has). */
function found<Input>(rule: ToolRule<string, Input>, input: Input, column: string | null): Finding {
  const findings: Finding[] = [];
  rule.run(input, toolContext(column), (_kind, finding) => findings.push(finding));
  const [finding] = findings;
  if (finding === undefined) throw new Error(`the rule ${rule.id} was run on an input it does not report`);
  return finding;
}

/** A tool rule as `toFinding` runs it: its id, its severity, and the check defineRule made of it. */
export type ToolRule<Id extends string, Input> = { id: Id; severity: Severity } & Check<Input, RuleContext, unknown>;

/**
 * The finding a tool reports: the rule's check writes the sentence, the rule gives the severity
 * (as `FileLog.report` does for the data check), the place says where.
 */
export function toFinding<Id extends string, Input>(rule: ToolRule<Id, Input>, place: ToolPlace, input: Input): DataIssue<Id> {
  const finding = found(rule, input, place.column);
  return {
    rule: rule.id,
    severity: rule.severity,
    file: place.file,
    row: place.row,
    column: place.column,
    found: finding.found ?? null,
    expected: finding.expected ?? null,
    sentence: finding.sentence,
  };
}

/**
 * The finding of a tool rule about a place in a data file (a cell data:fetch worked on, a
 * candidate sheet or its row): its sentence ends with one full stop, as the data check's log
 * keeps it, and is shown after its place (issueLine). (A finding about an OpenStreetMap element
 * is in no file of ours: its sentence starts with the element, and toFinding keeps it as it is.)
 */
export function placedFinding<Id extends string, Input>(rule: ToolRule<Id, Input>, place: ToolPlace, input: Input): DataIssue<Id> {
  const finding = toFinding(rule, place, input);
  return { ...finding, sentence: asSentence(finding.sentence) };
}
