/**
 * The registry of the tool rules (data:fetch, import:osm, candidate sheets): ids as stable as the
 * data check's, never one of theirs, and the rules table of docs/editors.md written from it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RULES } from '../../../../src/pipeline/rules';
import { FETCH_RULES, OSM_RULES, TOOL_RULES } from '../../../../src/pipeline/tool-rules';
import { renderRulesTable } from '../../../../src/pipeline/rules/readme-table';
import { TOOL_RULES_TABLE_END, TOOL_RULES_TABLE_START, withToolRulesTable } from '../../../../src/pipeline/tool-rules/table';

const GUIDE = readFileSync(path.join(__dirname, '../../../../docs/editors.md'), 'utf8');

describe('the tool rules', () => {
  test('have unique kebab-case ids that no data check rule uses', () => {
    const ids = TOOL_RULES.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)+$/);
    const dataCheckIds = new Set<string>(RULES.map((rule) => rule.id));
    expect(ids.filter((id) => dataCheckIds.has(id))).toEqual([]);
    expect(TOOL_RULES).toEqual([...FETCH_RULES, ...OSM_RULES]);
  });

  test('each has a description, a severity a tool can report and a check that writes the message', () => {
    for (const rule of TOOL_RULES) {
      expect(rule.description.length).toBeGreaterThan(20);
      expect(['error', 'review']).toContain(rule.severity);
      expect(typeof rule.check).toBe('function');
    }
  });

  test('are listed in docs/editors.md as the registry writes them (if not, run npm run docs:rules and commit docs/editors.md)', () => {
    const generated = withToolRulesTable(GUIDE, TOOL_RULES);
    expect(generated).not.toBeNull();
    if (generated !== GUIDE)
      throw new Error("docs/editors.md's table of the rules of data:fetch and import:osm is out of date: run npm run docs:rules and commit docs/editors.md");
    const table = renderRulesTable(TOOL_RULES);
    for (const rule of TOOL_RULES) expect(table).toContain(`| \`${rule.id}\` |`);
  });

  test('the block between the markers is replaced, the rest kept; no markers, no table', () => {
    const stale = `intro\n${TOOL_RULES_TABLE_START}\n| old |\n${TOOL_RULES_TABLE_END}\nend\n`;
    expect(withToolRulesTable(stale, TOOL_RULES)).toBe(`intro\n${TOOL_RULES_TABLE_START}\n${renderRulesTable(TOOL_RULES)}\n${TOOL_RULES_TABLE_END}\nend\n`);
    expect(withToolRulesTable('no markers here', TOOL_RULES)).toBeNull();
  });
});
