import { defineRule } from './rule';

/** No single-cell check: the reader with the context it needs (the file, other rows, the place table) reports it under this id. */
export const categoryEntryInvalid = defineRule({
  id: 'category-entry-invalid',
  description: 'A category entry with a field missing or malformed (a slug not in kebab-case, an icon the site cannot draw, a colour not like #2f7d5b).',
  appliesTo: ['brand-categories.json'],
  column: ['slug', 'name', 'icon', 'color', 'description', 'comingSoon'],
  severity: 'error',
  scope: 'row',
});
