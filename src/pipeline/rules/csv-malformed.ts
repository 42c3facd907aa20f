import { defineFinding } from './findings';

export const csvMalformed = defineFinding({
  id: 'csv-malformed',
  description: 'The text cannot be read as CSV at all.',
  appliesTo: ['place-aliases.csv'],
  severity: 'error',
  scope: 'file',
});
