import { defineRule } from './rule';

/** No single-cell check: the reader with the context it needs (the file, other rows, the place table) reports it under this id. */
export const jsonInvalid = defineRule({
  id: 'json-invalid',
  description: 'The file is not valid JSON (a missing comma, quote or bracket).',
  appliesTo: ['brand-categories.json', 'slides.json'],
  column: [],
  severity: 'error',
  scope: 'file',
});
