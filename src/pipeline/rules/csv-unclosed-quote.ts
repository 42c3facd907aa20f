import type { CsvFileProblem } from '../csv';
import { csvFileProblem } from './csv-checks';
import { defineRule, EVERY_CSV } from './rule';

export const csvUnclosedQuote = defineRule({
  id: 'csv-unclosed-quote',
  description: 'A double quote opens a cell and never closes, so the rest of the file would be one cell; every row of the file is rejected until it is fixed.',
  appliesTo: [EVERY_CSV, 'place-aliases.csv'],
  column: [],
  severity: 'error',
  scope: 'file',
  check: (problem: CsvFileProblem) => csvFileProblem('csv-unclosed-quote')(problem),
});
