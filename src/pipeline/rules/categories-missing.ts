import { defineRule } from './rule';

/** No single-cell check: the reader with the context it needs (the file, other rows, the place table) reports it under this id. */
export const categoriesMissing = defineRule({
  id: 'categories-missing',
  description: 'Some of the 18 brand categories have no entry.',
  appliesTo: ['brand-categories.json'],
  column: [],
  severity: 'error',
  scope: 'file',
});
