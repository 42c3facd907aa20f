import { defineFinding } from './findings';

/**
 * A web page or a JSON file saved under a .csv name (a "Save page as" of the published sheet,
 * an export from another tool) is said to be what it is, instead of a header without the
 * list's columns. See notASheet in ../format/csv.ts.
 */
export const csvNotASheet = defineFinding({
  id: 'csv-not-a-sheet',
  description: 'A web page (HTML) or a JSON file saved as .csv is refused as what it is, not as a sheet with missing columns.',
  appliesTo: ['place-aliases.csv'],
  severity: 'error',
  scope: 'file',
});
