import { defineRule } from './rule';

export const brandCategoryRequired = defineRule({
  id: 'brand-category-required',
  description: "Every brand needs its category's slug from brand-categories.json, e.g. 'helmet'.",
  severity: 'error',
  scope: 'cell',
  check: (value) => (value === '' ? { found: '', sentence: `the category is empty; write one of the category slugs, e.g. 'helmet'` } : null),
});
