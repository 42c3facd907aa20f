import { defineRule } from './rule';

export const placeAliasUnknownPlace = defineRule({
  id: 'place-alias-unknown-place',
  description: 'An alias points at a place that is not in the place table, or at a name several places share without a province.',
  appliesTo: ['place-aliases.csv'],
  column: ['place', 'province'],
  severity: 'error',
  scope: 'sheet',
  /** `message`: what the place table said when it took the alias in (../detect/places buildPlaceTable). */
  check: ({ message }: { message: string }) => ({ found: null, sentence: message }),
});
