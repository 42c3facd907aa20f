/**
 * The docs are read by people who have no access to the tracker the project was built with: a
 * sentence that says "issue 34" or "#34" points them nowhere. Upstream references stay (a link to
 * another project's issue, or `owner/repo#123`): a reader can follow those.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const DOCS = [
  'README.md',
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** The lines of `text` that name an issue of this project's own tracker. */
function issueNumbers(text: string): string[] {
  return text.split('\n').filter((line) => {
    const own = line
      .replace(/\[[^\]]*\]\(https?:\/\/[^)]*\)/g, '') // a link to another project's issue
      .replace(/[\w.-]+\/[\w.-]+#\d+/g, ''); // owner/repo#123
    return /\bissues? #?\d+\b|(^|[^\w&/])#\d+\b|\bPR #?\d+\b/i.test(own);
  });
}

describe('the docs name no issue numbers', () => {
  it('finds one, and lets an upstream reference be', () => {
    expect(issueNumbers('Since issue 34 this holds.\nSee #12.\nPR 7 did it.')).toEqual(['Since issue 34 this holds.', 'See #12.', 'PR 7 did it.']);
    expect(issueNumbers('([#21409](https://github.com/gatsbyjs/gatsby/issues/21409)) and (github/markup#1168), colour #1a2b3c, the 6th issue notice')).toEqual([]);
  });

  it.each(DOCS)('%s', (file) => {
    expect(issueNumbers(readFileSync(path.join(ROOT, file), 'utf8'))).toEqual([]);
  });
});
