import { defineRule, EVERY_CSV } from './rule';

export const nameRequired = defineRule({
  id: 'name-required',
  description: 'Every row needs a name; a row without one is rejected.',
  appliesTo: [EVERY_CSV],
  column: ['name'],
  severity: 'error',
  scope: 'cell',
  check: (value, { what }) => (value === '' ? { found: '', message: `the name is empty; fill in the ${what}'s name or delete the row` } : null),
});
