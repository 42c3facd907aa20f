/**
 * The rules of the commands around the data check (data:fetch, import:osm, the candidate sheets),
 * registered apart from the data check's `RULES`: the rules table of docs/editors.md lists them
 * in a section of their own, and each is reached by its command's tests, not by the data check's
 * fixtures. Their findings are the data check's `DataIssue`, with the same kind of rule id.
 */
import { FETCH_RULES } from './fetch';
import { OSM_RULES } from './osm';

export { FETCH_RULES, type FetchCellInput, type FetchRuleId } from './fetch';
export { OSM_RULES, type OsmRuleId, type CandidateRuleId } from './osm';

export const TOOL_RULES = [...FETCH_RULES, ...OSM_RULES] as const;
export type ToolRuleId = (typeof TOOL_RULES)[number]['id'];
export { placedFinding, toFinding, type ToolPlace, type ToolRule } from './tool-rule';
