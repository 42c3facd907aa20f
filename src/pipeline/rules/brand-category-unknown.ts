import { closestMatches, slugify } from '../format/text';
import { contextPart, defineRule } from './rule';

export const brandCategoryUnknown = defineRule({
  id: 'brand-category-unknown',
  description: 'A brand category that is not a slug of brand-categories.json.',
  severity: 'error',
  scope: 'row',
  check: (value: string, context) => {
    const slugs = contextPart(context, 'categorySlugs');
    if (value === '' || slugs.includes(slugify(value))) return null;
    const hint = closestMatches(value, slugs, 1);
    return { found: value, sentence: `'${value}' is not a brand category${hint.length ? `; did you mean '${hint[0]}'?` : ''} Use a slug from brand-categories.json` };
  },
});
