import { defineRule } from './rule';

export const csvRowWidth = defineRule({
  id: 'csv-row-width',
  description: 'A row has more or fewer cells than the header (often a comma inside a value that is not wrapped in double quotes).',
  appliesTo: ['place-aliases.csv'],
  severity: 'error',
  scope: 'row',
  /** `problem`: what the CSV reader said about the row's cells, if anything. */
  check: ({ problem }: { problem?: string }) => (problem ? { found: null, message: problem } : null),
});
