import { searchAliasKindOf } from '../detect/search-aliases';
import { nearest } from '../detect/shop-lists';
import { SEARCH_ALIAS_KINDS } from '../entities/schemas';
import { quoteList } from '../format/text';
import { defineRule } from './rule';

export const searchAliasUnknownKind = defineRule({
  id: 'search-alias-unknown-kind',
  description: `A search word's kind is ${quoteList(SEARCH_ALIAS_KINDS)}; a row with another is left out, and the nearest is named.`,
  appliesTo: ['search-aliases.csv'],
  column: ['kind'],
  severity: 'error',
  scope: 'cell',
  /** An empty cell is search-alias-incomplete's. */
  check: (value: string) =>
    value === '' || searchAliasKindOf(value) !== null
      ? null
      : {
          found: value,
          sentence: `'${value}' is not a kind of search word: did you mean '${nearest(value, SEARCH_ALIAS_KINDS)}'? Write ${quoteList(SEARCH_ALIAS_KINDS)}; the row is left out`,
        },
});
