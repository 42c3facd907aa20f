import type { CsvFileProblem } from '../csv';
import { csvFileProblem } from './csv-checks';
import { defineRule, EVERY_CSV } from './rule';

export const csvDuplicateColumn = defineRule({
  id: 'csv-duplicate-column',
  description: "Two header cells name the same column (say 'logo' and 'img'); keep one.",
  appliesTo: [EVERY_CSV, 'place-aliases.csv'],
  column: [],
  severity: 'error',
  scope: 'file',
  check: (problem: CsvFileProblem) => csvFileProblem('csv-duplicate-column')(problem),
});
