/** The forms' free answers are checked as a free-text cell is: text-too-long, the rule an event's details run in data:check. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkFreeText, REPORT_FREE_TEXT, SUGGEST_FREE_TEXT } from '../../../src/lib/free-text-check';
import { checkSuggestion } from '../../../src/lib/suggest-check';
import { MAX_TEXT_LENGTH } from '../../../src/pipeline/rules/text-too-long';
import { checkSheet } from '../../../src/pipeline/node';
import { browserContext } from '../../../src/lib/sheet-check';

const ROOT = path.join(__dirname, '../../..');
const { context } = browserContext({
  aliasesText: readFileSync(path.join(ROOT, 'data/place-aliases.csv'), 'utf8'),
  categoriesText: readFileSync(path.join(ROOT, 'data/brand-categories.json'), 'utf8'),
});

describe('checkFreeText', () => {
  it.each([
    ['the note', 'note', SUGGEST_FREE_TEXT],
    ['how to reach you', 'contact', SUGGEST_FREE_TEXT],
    ["a report's details", 'details', REPORT_FREE_TEXT],
    ["a report's contact", 'contact', REPORT_FREE_TEXT],
  ])('accepts %s at the limit, counting ñ as one character, and refuses one more with a sentence under the field', (_label, field, fields) => {
    expect(checkFreeText({ [field]: 'ñ'.repeat(MAX_TEXT_LENGTH) }, fields)).toEqual([]);
    expect(checkFreeText({ [field]: 'ñ'.repeat(MAX_TEXT_LENGTH + 1) }, fields)).toEqual([
      {
        rule: 'text-too-long',
        severity: 'error',
        column: field,
        message: `the text is ${(MAX_TEXT_LENGTH + 1).toLocaleString('en-US')} characters long, more than the ${MAX_TEXT_LENGTH} accepted here; shorten it to a few sentences.`,
      },
    ]);
  });

  it("is the suggest form's finding too, beside the sheet's own", () => {
    const { findings } = checkSuggestion('shops', [], { name: 'Bike Lab', location: 'Pasig', note: 'x'.repeat(MAX_TEXT_LENGTH + 1) }, context);
    expect(findings.map((finding) => [finding.rule, finding.column])).toEqual([['text-too-long', 'note']]);
  });

  it("is the sentence data:check gives an event's details cell of that length", () => {
    const text = `name,image,link,details\nSample Ride,https://ride.example/poster.png,https://ride.example/,${'x'.repeat(MAX_TEXT_LENGTH + 1)}\n`;
    const issue = checkSheet(text, 'events', context).issues.find((found) => found.rule === 'text-too-long');
    expect(issue?.sentence).toBe(checkFreeText({ note: 'x'.repeat(MAX_TEXT_LENGTH + 1) }, ['note'])[0]?.message);
    expect(issue?.column).toBe('details');
  });
});
