import { defineRule, EVERY_CSV } from './rule';

/** No single-cell check: the reader with the context it needs (the file, other rows, the place table) reports it under this id. */
export const duplicateMerged = defineRule({
  id: 'duplicate-merged',
  description: 'The same entry twice (same name, and the same place or link) is merged into the first row, which takes the cells it lacked.',
  appliesTo: [EVERY_CSV],
  column: [],
  severity: 'fixed',
  scope: 'sheet',
});
