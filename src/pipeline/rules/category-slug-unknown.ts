import { defineRule } from './rule';

/** No single-cell check: the reader with the context it needs (the file, other rows, the place table) reports it under this id. */
export const categorySlugUnknown = defineRule({
  id: 'category-slug-unknown',
  description: 'A slug that is not one of the 18 brand categories of the site.',
  appliesTo: ['brand-categories.json'],
  column: ['slug'],
  severity: 'error',
  scope: 'row',
});
