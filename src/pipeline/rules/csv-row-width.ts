import { defineRule, EVERY_CSV } from './rule';

/** No single-cell check: the reader with the context it needs (the file, other rows, the place table) reports it under this id. */
export const csvRowWidth = defineRule({
  id: 'csv-row-width',
  description: 'A row has more or fewer cells than the header (often a comma inside a value that is not wrapped in double quotes).',
  appliesTo: [EVERY_CSV, 'place-aliases.csv'],
  column: [],
  severity: 'error',
  scope: 'row',
});
