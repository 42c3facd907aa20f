import { defineRule } from './rule';

/** No single-cell check: the reader with the context it needs (the file, other rows, the place table) reports it under this id. */
export const jsonNotAList = defineRule({
  id: 'json-not-a-list',
  description: 'The file must be a list of entries, [ {…}, {…} ].',
  appliesTo: ['brand-categories.json', 'slides.json'],
  column: [],
  severity: 'error',
  scope: 'file',
});
