import { defineRule, EVERY_CSV } from './rule';

/** No single-cell check: the reader with the context it needs (the file, other rows, the place table) reports it under this id. */
export const csvEmpty = defineRule({
  id: 'csv-empty',
  description: 'The file is empty; it needs at least its header row.',
  appliesTo: [EVERY_CSV, 'place-aliases.csv'],
  column: [],
  severity: 'error',
  scope: 'file',
});
