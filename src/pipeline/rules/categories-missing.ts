import { BRAND_CATEGORY_SLUGS } from '../entities/brand-categories';
import { quoteList } from '../format/text';
import { defineRule } from './rule';

export const categoriesMissing = defineRule({
  id: 'categories-missing',
  description: 'Some of the 18 brand categories have no entry.',
  appliesTo: ['brand-categories.json'],
  column: [],
  severity: 'error',
  scope: 'file',
  /** `seen`: the slugs the file has an entry for. */
  check: (seen: ReadonlySet<string>) => {
    const missing = BRAND_CATEGORY_SLUGS.filter((slug) => !seen.has(slug));
    return missing.length ? { sentence: `the categories ${quoteList(missing, 'and')} are missing; the site has exactly 18 brand categories` } : null;
  },
});
