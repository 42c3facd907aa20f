import { readSearchAliasMeaning } from '../detect/search-aliases';
import type { SearchAliasKind } from '../entities/schemas';
import { contextPart, defineRule } from './rule';

export const searchAliasUnknownMeaning = defineRule({
  id: 'search-alias-unknown-meaning',
  description:
    "What a search word means must be known for its kind: a list ('all', 'shops', a directory, or 'brands/' and a brand category), a service or payment method of shops.csv, a city, municipality or province the site writes one way, or nothing for a word to skip; a row with another is left out, and the nearest is named.",
  appliesTo: ['search-aliases.csv'],
  column: ['means'],
  severity: 'error',
  scope: 'row',
  check: ({ kind, means }: { kind: SearchAliasKind; means: string }, context) => {
    const meaning = readSearchAliasMeaning(kind, means, { places: contextPart(context, 'places'), categorySlugs: contextPart(context, 'categorySlugs') });
    return meaning.status === 'known' ? null : { found: means, sentence: meaning.sentence };
  },
});
