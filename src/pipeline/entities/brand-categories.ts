/** The brand categories the site has, as the spec lists them. */

/** The 18 brand categories of the spec, in the spec's order. */
export const BRAND_CATEGORY_SLUGS = [
  'bikes',
  'jerseys',
  'bike-bags',
  'bike-cleaner',
  'bike-reflectors',
  'helmet',
  'tires',
  'cyclo-computers',
  'bartapes',
  'chain-lube',
  'music',
  'child-seat',
  'other-products',
  'nutrition',
  'wheelset',
  'cycling-shades',
  'bike-trainers',
  'bike-racks',
] as const;

/** Categories whose brands the spec always shows with a logo. */
export const CATEGORIES_NEEDING_LOGOS: readonly string[] = ['wheelset', 'bike-trainers'];

/** The slugs brands are checked against: those of brand-categories.json, or the spec's list when it has none (missing or broken). */
export function categorySlugsOf(categories: readonly { slug: string }[]): string[] {
  return categories.length > 0 ? categories.map((category) => category.slug) : [...BRAND_CATEGORY_SLUGS];
}
