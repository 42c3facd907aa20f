import { entryProblem, type EntryProblem } from './json-checks';
import { defineRule } from './rule';

export const categoryEntryInvalid = defineRule({
  id: 'category-entry-invalid',
  description: 'A category entry with a field missing or malformed (a slug not in kebab-case, an icon the site cannot draw, a colour not like #2f7d5b).',
  appliesTo: ['brand-categories.json'],
  column: ['slug', 'name', 'icon', 'color', 'description', 'comingSoon'],
  severity: 'error',
  scope: 'row',
  check: (problem: EntryProblem) => entryProblem(problem, true),
});
