import { hasSearchableCharacter } from '../detect/search-aliases';
import { defineRule } from './rule';

/** What an empty cell of each column of search-aliases.csv lacks, and what to write there. */
const EMPTY: Record<string, string> = {
  word: "the word is empty; write the word as riders type it (e.g. 'ayos')",
  kind: "the kind is empty; write 'list', 'service', 'payment', 'place' or 'skip'",
  means: "what the word means is empty; write what it stands for (e.g. 'repair')",
};

export const searchAliasIncomplete = defineRule({
  id: 'search-alias-incomplete',
  description:
    'A search word needs its word, its kind and what it means (a word to skip means nothing); a row without one of them, or whose word has no letter or digit a search could match, is left out.',
  appliesTo: ['search-aliases.csv'],
  column: ['word', 'kind', 'means'],
  severity: 'error',
  scope: 'cell',
  check: (value: string, { column }) => {
    if (value === '') return { found: value, sentence: `${EMPTY[column] ?? `the ${column} is empty; fill it in`}, or delete the row` };
    if (column === 'word' && !hasSearchableCharacter(value))
      return { found: value, sentence: `'${value}' has no letter or digit, so no search could match it; write the word as riders type it, or delete the row` };
    return null;
  },
});
