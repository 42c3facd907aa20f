import { defineRule } from './rule';

export const jsonInvalid = defineRule({
  id: 'json-invalid',
  description: 'The file is not valid JSON (a missing comma, quote or bracket).',
  appliesTo: ['brand-categories.json', 'slides.json', 'forms.json'],
  column: [],
  severity: 'error',
  scope: 'file',
  /** The error JSON.parse threw. */
  check: (error: Error) => ({ sentence: `the file is not valid JSON (${error.message}); check for a missing comma, quote or bracket` }),
});
