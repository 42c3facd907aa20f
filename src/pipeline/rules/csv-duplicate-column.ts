import { defineFinding } from './findings';

export const csvDuplicateColumn = defineFinding({
  id: 'csv-duplicate-column',
  description: "Two header cells name the same column (say 'logo' and 'img'); keep one.",
  appliesTo: ['place-aliases.csv'],
  severity: 'error',
  scope: 'file',
});
