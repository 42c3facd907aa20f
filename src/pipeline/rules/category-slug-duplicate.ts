import { defineRule } from './rule';

/** No single-cell check: the reader with the context it needs (the file, other rows, the place table) reports it under this id. */
export const categorySlugDuplicate = defineRule({
  id: 'category-slug-duplicate',
  description: 'Two entries for one category; each category appears once.',
  appliesTo: ['brand-categories.json'],
  column: ['slug'],
  severity: 'error',
  scope: 'sheet',
});
