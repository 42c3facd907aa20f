import { slugify } from '../format/text';
import { contextPart, defineRule } from './rule';

export const brandCategoryReadAs = defineRule({
  id: 'brand-category-read-as',
  description: "A category written another way ('Bike Bags') is read as its slug ('bike-bags').",
  severity: 'fixed',
  scope: 'row',
  check: (value: string, context) => {
    const slug = slugify(value);
    if (value === '' || slug === value || !contextPart(context, 'categorySlugs').includes(slug)) return null;
    return { found: value, fixedValue: slug, sentence: `'${value}' was read as the category '${slug}'` };
  },
});
