import { csvFileProblem } from './csv-checks';
import { defineRule } from './rule';

export const csvDuplicateColumn = defineRule({
  id: 'csv-duplicate-column',
  description: "Two header cells name the same column (say 'logo' and 'img'); keep one.",
  appliesTo: ['place-aliases.csv'],
  severity: 'error',
  scope: 'file',
  check: csvFileProblem('csv-duplicate-column'),
});
