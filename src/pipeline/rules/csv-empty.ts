import { csvFileProblem } from './csv-checks';
import { defineRule } from './rule';

export const csvEmpty = defineRule({
  id: 'csv-empty',
  description: 'The file is empty; it needs at least its header row.',
  appliesTo: ['place-aliases.csv'],
  severity: 'error',
  scope: 'file',
  check: csvFileProblem('csv-empty'),
});
