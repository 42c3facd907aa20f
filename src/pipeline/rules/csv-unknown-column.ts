import { defineRule, EVERY_CSV } from './rule';

/** No single-cell check: the reader with the context it needs (the file, other rows, the place table) reports it under this id. */
export const csvUnknownColumn = defineRule({
  id: 'csv-unknown-column',
  description: 'A header names a column the site does not use; rename it to a known column or delete it.',
  appliesTo: [EVERY_CSV],
  column: [],
  severity: 'review',
  scope: 'file',
});
