/** The editors' guide's table of rules is the registry's: stale text fails here, with what to run. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { placedRules } from '../../../../src/pipeline/sheets';
import { RULES_TABLE_END, RULES_TABLE_START, renderRulesTable, withRulesTable } from '../../../../src/pipeline/rules/readme-table';

const RULES = placedRules();
const GUIDE = readFileSync(path.join(__dirname, '../../../../docs/editors.md'), 'utf8');

describe('the table of data rules in docs/editors.md', () => {
  it('is what the registry generates (if not, run npm run docs:rules and commit docs/editors.md)', () => {
    const generated = withRulesTable(GUIDE, RULES);
    expect(generated).not.toBeNull();
    // One clear failure, not a 50-line diff: the message says what to do.
    if (generated !== GUIDE) throw new Error("docs/editors.md's table of data rules is out of date: run npm run docs:rules and commit docs/editors.md");
  });

  it('lists every rule once, with its severity and description', () => {
    const table = renderRulesTable(RULES);
    for (const rule of RULES) {
      const lines = table.split('\n').filter((line) => line.startsWith(`| \`${rule.id}\` |`));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(rule.description.replace(/\|/g, '\\|'));
    }
  });

  it('notices a stale block and leaves a document without markers alone', () => {
    const stale = `intro\n${RULES_TABLE_START}\n| old |\n${RULES_TABLE_END}\nend\n`;
    const updated = withRulesTable(stale, RULES);
    expect(updated).toBe(`intro\n${RULES_TABLE_START}\n${renderRulesTable(RULES)}\n${RULES_TABLE_END}\nend\n`);
    expect(withRulesTable('no markers here', RULES)).toBeNull();
  });
});
