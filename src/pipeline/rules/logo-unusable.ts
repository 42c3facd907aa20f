import { defineRule, LISTING_SHEETS } from './rule';

/** No single-cell check: the reader with the context it needs (the file, other rows, the place table) reports it under this id. */
export const logoUnusable = defineRule({
  id: 'logo-unusable',
  description: 'A logo that cannot be used (no such file, not an image, SVG or GIF, an http: address) is left out and the tile shows its icon.',
  appliesTo: ['shops.csv', 'brands.csv', LISTING_SHEETS],
  column: ['logo'],
  severity: 'review',
  scope: 'row',
});
