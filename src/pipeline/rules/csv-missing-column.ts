import { csvFileProblem } from './csv-checks';
import { defineRule } from './rule';

export const csvMissingColumn = defineRule({
  id: 'csv-missing-column',
  description: 'The header row lacks a column the list needs (a shop sheet without location, say).',
  appliesTo: ['place-aliases.csv'],
  severity: 'error',
  scope: 'file',
  check: csvFileProblem('csv-missing-column'),
});
