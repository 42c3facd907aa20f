import { defineRule, EVERY_FILE } from './rule';

/** No single-cell check: the reader with the context it needs (the file, other rows, the place table) reports it under this id. */
export const fileConverted = defineRule({
  id: 'file-converted',
  description: 'A sheet saved as UTF-16 or Windows-1252 ("CSV" in Excel on Windows) was converted to UTF-8.',
  appliesTo: [EVERY_FILE],
  column: [],
  severity: 'fixed',
  scope: 'file',
});
