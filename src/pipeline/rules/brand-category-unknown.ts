import { defineRule } from './rule';

/** No single-cell check: the reader with the context it needs (the file, other rows, the place table) reports it under this id. */
export const brandCategoryUnknown = defineRule({
  id: 'brand-category-unknown',
  description: 'A brand category that is not a slug of brand-categories.json.',
  appliesTo: ['brands.csv'],
  column: ['category'],
  severity: 'error',
  scope: 'row',
});
