import { defineRule } from './rule';

/** No single-cell check: the reader with the context it needs (the file, other rows, the place table) reports it under this id. */
export const brandCategoryReadAs = defineRule({
  id: 'brand-category-read-as',
  description: "A category written another way ('Bike Bags') is read as its slug ('bike-bags').",
  appliesTo: ['brands.csv'],
  column: ['category'],
  severity: 'fixed',
  scope: 'row',
});
