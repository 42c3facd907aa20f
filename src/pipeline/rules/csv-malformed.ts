import { csvFileProblem } from './csv-checks';
import { defineRule } from './rule';

export const csvMalformed = defineRule({
  id: 'csv-malformed',
  description: 'The text cannot be read as CSV at all.',
  appliesTo: ['place-aliases.csv'],
  severity: 'error',
  scope: 'file',
  check: csvFileProblem('csv-malformed'),
});
