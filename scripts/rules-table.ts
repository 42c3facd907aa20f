/**
 * Rewrites the README's table of data rules from the registry (src/pipeline/rules).
 *
 *   npm run docs:rules
 *
 * Run it after adding or changing a rule; a unit test fails while the README is stale.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RULES } from '../src/pipeline/rules';
import { RULES_TABLE_END, RULES_TABLE_START, withRulesTable } from '../src/pipeline/rules/readme-table';
import { writeFileAtomic } from './support/atomic-write';

const readmePath = path.join(__dirname, '..', 'README.md');
const readme = readFileSync(readmePath, 'utf8');
const updated = withRulesTable(readme, RULES);
if (updated === null) {
  console.error(`README.md has no rules block; put the lines ${RULES_TABLE_START} and ${RULES_TABLE_END} where the table belongs.`);
  process.exitCode = 1;
} else if (updated === readme) {
  console.log(`README.md: the table of ${RULES.length} rules is up to date.`);
} else {
  // An interrupted run leaves the README whole.
  writeFileAtomic(readmePath, updated);
  console.log(`README.md: the table of ${RULES.length} rules was rewritten.`);
}
