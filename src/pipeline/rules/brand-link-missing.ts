import { defineRule } from './rule';

/** No single-cell check: the reader with the context it needs (the file, other rows, the place table) reports it under this id. */
export const brandLinkMissing = defineRule({
  id: 'brand-link-missing',
  description: "A brand without a link is listed, but its tile is not clickable; add the brand's own page when it is known.",
  appliesTo: ['brands.csv'],
  column: ['link'],
  severity: 'review',
  scope: 'row',
});
