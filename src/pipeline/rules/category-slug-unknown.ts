import { BRAND_CATEGORY_SLUGS } from '../entities/brand-categories';
import { closestMatches } from '../format/text';
import { defineRule } from './rule';

export const categorySlugUnknown = defineRule({
  id: 'category-slug-unknown',
  description: 'A slug that is not one of the 18 brand categories of the site.',
  appliesTo: ['brand-categories.json'],
  column: ['slug'],
  severity: 'error',
  scope: 'row',
  check: (slug: string) => {
    if ((BRAND_CATEGORY_SLUGS as readonly string[]).includes(slug)) return null;
    const hint = closestMatches(slug, BRAND_CATEGORY_SLUGS, 1);
    return { found: slug, sentence: `'${slug}' is not one of the site's 18 brand categories${hint.length ? `; did you mean '${hint[0]}'?` : ''}` };
  },
});
