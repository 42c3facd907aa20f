import { defineRule } from './rule';

/** No single-cell check: the reader with the context it needs (the file, other rows, the place table) reports it under this id. */
export const slideCount = defineRule({
  id: 'slide-count',
  description: 'The home page slider has exactly 5 slides.',
  appliesTo: ['slides.json'],
  column: [],
  severity: 'error',
  scope: 'file',
});
