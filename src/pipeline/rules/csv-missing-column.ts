import { defineRule, EVERY_CSV } from './rule';

/** No single-cell check: the reader with the context it needs (the file, other rows, the place table) reports it under this id. */
export const csvMissingColumn = defineRule({
  id: 'csv-missing-column',
  description: 'The header row lacks a column the list needs (a shop sheet without location, say).',
  appliesTo: [EVERY_CSV, 'place-aliases.csv'],
  column: [],
  severity: 'error',
  scope: 'file',
});
