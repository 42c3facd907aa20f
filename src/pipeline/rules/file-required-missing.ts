import { defineRule } from './rule';

/** No single-cell check: the reader with the context it needs (the file, other rows, the place table) reports it under this id. */
export const fileRequiredMissing = defineRule({
  id: 'file-required-missing',
  description: 'A file the site cannot do without is missing from the data folder; add it with its header row.',
  appliesTo: ['shops.csv', 'brands.csv', 'brand-categories.json'],
  column: [],
  severity: 'error',
  scope: 'file',
});
