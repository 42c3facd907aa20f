import { defineFinding } from './findings';

export const csvRowWidth = defineFinding({
  id: 'csv-row-width',
  description: 'A row has more or fewer cells than the header (often a comma inside a value that is not wrapped in double quotes).',
  appliesTo: ['place-aliases.csv'],
  severity: 'error',
  scope: 'row',
});
