import { entryProblem, type EntryProblem } from './json-checks';
import { defineRule } from './rule';

export const slideEntryInvalid = defineRule({
  id: 'slide-entry-invalid',
  description: "A slide entry with a field missing or malformed (fit must be 'cover' or 'contain').",
  appliesTo: ['slides.json'],
  column: ['image', 'link', 'fit', 'alt'],
  severity: 'error',
  scope: 'row',
  check: (problem: EntryProblem) => entryProblem(problem, false),
});
