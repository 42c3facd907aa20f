import { defineRule } from './rule';

export const categorySlugDuplicate = defineRule({
  id: 'category-slug-duplicate',
  description: 'Two entries for one category; each category appears once.',
  appliesTo: ['brand-categories.json'],
  column: ['slug'],
  severity: 'error',
  scope: 'sheet',
  /** `earlier`: the entry that already has this slug, if one does. */
  check: ({ slug, earlier }: { slug: string; earlier: number | undefined }) =>
    earlier === undefined ? null : { found: slug, sentence: `the slug '${slug}' is already used by entry ${earlier}; each category appears once` },
});
