import { defineRule, EVERY_CSV } from './rule';

/** No single-cell check: the reader with the context it needs (the file, other rows, the place table) reports it under this id. */
export const csvMalformed = defineRule({
  id: 'csv-malformed',
  description: 'The text cannot be read as CSV at all.',
  appliesTo: [EVERY_CSV, 'place-aliases.csv'],
  column: [],
  severity: 'error',
  scope: 'file',
});
