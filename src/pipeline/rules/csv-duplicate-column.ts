import { defineRule, EVERY_CSV } from './rule';

/** No single-cell check: the reader with the context it needs (the file, other rows, the place table) reports it under this id. */
export const csvDuplicateColumn = defineRule({
  id: 'csv-duplicate-column',
  description: "Two header cells name the same column (say 'logo' and 'img'); keep one.",
  appliesTo: [EVERY_CSV, 'place-aliases.csv'],
  column: [],
  severity: 'error',
  scope: 'file',
});
