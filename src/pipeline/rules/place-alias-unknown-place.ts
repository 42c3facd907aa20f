import { defineRule } from './rule';

/** No single-cell check: the reader with the context it needs (the file, other rows, the place table) reports it under this id. */
export const placeAliasUnknownPlace = defineRule({
  id: 'place-alias-unknown-place',
  description: 'An alias points at a place that is not in the place table, or at a name several places share without a province.',
  appliesTo: ['place-aliases.csv'],
  column: ['place', 'province'],
  severity: 'error',
  scope: 'sheet',
});
