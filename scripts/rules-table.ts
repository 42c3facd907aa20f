/**
 * Rewrites the table of data rules in docs/editors.md (the editors' guide) from the registry
 * (src/pipeline/rules).
 *
 *   npm run docs:rules
 *
 * Run it after adding or changing a rule; a unit test fails while the table is stale.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RULES } from '../src/pipeline/rules';
import { RULES_TABLE_END, RULES_TABLE_START, withRulesTable } from '../src/pipeline/rules/readme-table';
import { writeFileAtomic } from '../src/lib/node/atomic-write';

const guidePath = path.join(__dirname, '..', 'docs', 'editors.md');
const guide = readFileSync(guidePath, 'utf8');
const updated = withRulesTable(guide, RULES);
if (updated === null) {
  console.error(`docs/editors.md has no rules block; put the lines ${RULES_TABLE_START} and ${RULES_TABLE_END} where the table belongs.`);
  process.exitCode = 1;
} else if (updated === guide) {
  console.log(`docs/editors.md: the table of ${RULES.length} rules is up to date.`);
} else {
  // An interrupted run leaves the guide whole.
  writeFileAtomic(guidePath, updated);
  console.log(`docs/editors.md: the table of ${RULES.length} rules was rewritten.`);
}
