import { defineRule } from './rule';

export const searchAliasDuplicate = defineRule({
  id: 'search-alias-duplicate',
  description:
    'A word given twice in search-aliases.csv (compared without case, accents or extra spaces): the first row is used, and the later one is left out until one of them is deleted.',
  appliesTo: ['search-aliases.csv'],
  column: ['word'],
  severity: 'error',
  scope: 'sheet',
  check: ({ word, row, earlier }: { word: string; row: number; earlier: { row: number; word: string } | undefined }) => {
    if (earlier === undefined) return null;
    const spelled = earlier.word === word ? '' : ` (row ${earlier.row} writes it '${earlier.word}')`;
    return { found: word, sentence: `'${word}' is given twice, in rows ${earlier.row} and ${row}${spelled}: a word means one thing; delete one of the rows` };
  },
});
