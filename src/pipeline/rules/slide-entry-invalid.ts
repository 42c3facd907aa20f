import { defineRule } from './rule';

/** No single-cell check: the reader with the context it needs (the file, other rows, the place table) reports it under this id. */
export const slideEntryInvalid = defineRule({
  id: 'slide-entry-invalid',
  description: "A slide entry with a field missing or malformed (fit must be 'cover' or 'contain').",
  appliesTo: ['slides.json'],
  column: ['image', 'link', 'fit', 'alt'],
  severity: 'error',
  scope: 'row',
});
