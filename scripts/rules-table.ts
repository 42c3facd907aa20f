/**
 * Rewrites the tables of rules in docs/editors.md (the editors' guide) from the registries: the
 * data check's (src/pipeline/rules) and the one of data:fetch and import:osm (src/pipeline/tool-rules).
 *
 *   npm run docs:rules
 *
 * Run it after adding or changing a rule; a unit test fails while a table is stale.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { placedRules } from '../src/pipeline/sheets';
import { RULES_TABLE_END, RULES_TABLE_START, withRulesTable } from '../src/pipeline/rules/readme-table';
import { TOOL_RULES } from '../src/pipeline/tool-rules';
import { TOOL_RULES_TABLE_END, TOOL_RULES_TABLE_START, withToolRulesTable } from '../src/pipeline/tool-rules/table';
import { writeFileAtomic } from '../src/lib/node/atomic-write';

const guidePath = path.join(__dirname, '..', 'docs', 'editors.md');
const guide = readFileSync(guidePath, 'utf8');
const RULES = placedRules();
const withDataRules = withRulesTable(guide, RULES);
const updated = withDataRules === null ? null : withToolRulesTable(withDataRules, TOOL_RULES);
const count = `${RULES.length} data rules and ${TOOL_RULES.length} rules of data:fetch and import:osm`;
if (updated === null) {
  console.error(
    `docs/editors.md has no rules block; put the lines ${RULES_TABLE_START} and ${RULES_TABLE_END}, and ${TOOL_RULES_TABLE_START} and ${TOOL_RULES_TABLE_END}, where the tables belong.`,
  );
  process.exitCode = 1;
} else if (updated === guide) {
  console.log(`docs/editors.md: the tables of ${count} are up to date.`);
} else {
  // An interrupted run leaves the guide whole.
  writeFileAtomic(guidePath, updated);
  console.log(`docs/editors.md: the tables of ${count} were rewritten.`);
}
