/** The registry itself: ids an editor can quote, a line for each, and every finding under a registered id. */
import { runPipeline } from '../../../../src/pipeline/node';
import { RULES } from '../../../../src/pipeline/rules';
import { placedRules } from '../../../../src/pipeline/sheets';
import { dataFolders } from '../../../support/data-folders';
import { issueLine } from '../../../../src/pipeline/rules/issue';

describe('the rule registry', () => {
  it('gives each rule a unique kebab-case id', () => {
    const ids = RULES.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('describes each rule in one line an editor can read, and says where it applies', () => {
    for (const rule of placedRules()) {
      expect(rule.description).toMatch(/^[A-Z'"].*\.$/);
      expect(rule.description).not.toMatch(/\n|\|/);
      expect(rule.appliesTo.length).toBeGreaterThan(0);
    }
  });

  it('leaves the declared rules as they are: where a rule applies is worked out apart', () => {
    placedRules();
    const linkHttp = RULES.find((rule) => rule.id === 'link-http');
    expect(linkHttp?.appliesTo).toEqual(['slides.json']);
  });

  it('has a fix only on rules that fix', () => {
    for (const rule of RULES) if ('fix' in rule) expect(rule.severity).toBe('fixed');
  });
});

const folders = dataFolders();

describe.each(folders)('findings for %s', (dataDir) => {
  it('each carry a registered rule id with that rule’s severity', () => {
    const { issues } = runPipeline({ dataDir });
    for (const issue of issues) {
      const rule = RULES.find((candidate) => candidate.id === issue.rule);
      expect({ line: issueLine(issue), rule: rule?.id, severity: rule?.severity }).toEqual({ line: issueLine(issue), rule: issue.rule, severity: issue.severity });
    }
  });
});
