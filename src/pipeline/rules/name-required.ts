import { defineRule } from './rule';

export const nameRequired = defineRule({
  id: 'name-required',
  description: 'Every row needs a name; a row without one is rejected.',
  severity: 'error',
  scope: 'cell',
  check: (value, { what }) => (value === '' ? { found: '', sentence: `the name is empty; fill in the ${what}'s name or delete the row` } : null),
});
