import { defineRule } from './rule';

/** No single-cell check: the reader with the context it needs (the file, other rows, the place table) reports it under this id. */
export const placeAliasIncomplete = defineRule({
  id: 'place-alias-incomplete',
  description: 'An alias row needs both the alias and the place.',
  appliesTo: ['place-aliases.csv'],
  column: ['alias', 'place'],
  severity: 'error',
  scope: 'row',
});
