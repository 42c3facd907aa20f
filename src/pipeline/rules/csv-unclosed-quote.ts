import { defineFinding } from './findings';

export const csvUnclosedQuote = defineFinding({
  id: 'csv-unclosed-quote',
  description: 'A double quote opens a cell and never closes, so the rest of the file would be one cell; every row of the file is rejected until it is fixed.',
  appliesTo: ['place-aliases.csv'],
  severity: 'error',
  scope: 'file',
});
