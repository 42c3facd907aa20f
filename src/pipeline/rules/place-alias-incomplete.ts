import { defineRule } from './rule';

export const placeAliasIncomplete = defineRule({
  id: 'place-alias-incomplete',
  description: 'An alias row needs both the alias and the place.',
  appliesTo: ['place-aliases.csv'],
  column: ['alias', 'place'],
  severity: 'error',
  scope: 'row',
  check: ({ alias, place }: { alias: string; place: string }) =>
    alias === '' || place === '' ? { found: '', sentence: 'both the alias and the place must be filled in' } : null,
});
