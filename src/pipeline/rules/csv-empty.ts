import { defineFinding } from './findings';

export const csvEmpty = defineFinding({
  id: 'csv-empty',
  description: 'The file is empty; it needs at least its header row.',
  appliesTo: ['place-aliases.csv'],
  severity: 'error',
  scope: 'file',
});
