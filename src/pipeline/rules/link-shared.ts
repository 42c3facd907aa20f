import { defineRule, EVERY_CSV } from './rule';

/** No single-cell check: the reader with the context it needs (the file, other rows, the place table) reports it under this id. */
export const linkShared = defineRule({
  id: 'link-shared',
  description: 'Two different entries share one link; both are kept, check that each has its own page.',
  appliesTo: [EVERY_CSV],
  column: ['link'],
  severity: 'review',
  scope: 'sheet',
});
