import { defineFinding } from './findings';

export const csvMissingColumn = defineFinding({
  id: 'csv-missing-column',
  description: 'The header row lacks a column the list needs (a shop sheet without location, say).',
  appliesTo: ['place-aliases.csv'],
  severity: 'error',
  scope: 'file',
});
