import { defineRule } from './rule';

export const jsonNotAList = defineRule({
  id: 'json-not-a-list',
  description: 'The file must be a list of entries, [ {…}, {…} ].',
  appliesTo: ['brand-categories.json', 'slides.json'],
  column: [],
  severity: 'error',
  scope: 'file',
  /** `what`: what the list holds ('categories', 'slides'). */
  check: (data: unknown, { what }) => (Array.isArray(data) ? null : { sentence: `the file must be a list of ${what}, [ {…}, {…} ]` }),
});
