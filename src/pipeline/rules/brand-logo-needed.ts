import { defineRule } from './rule';

/** No single-cell check: the reader with the context it needs (the file, other rows, the place table) reports it under this id. */
export const brandLogoNeeded = defineRule({
  id: 'brand-logo-needed',
  description: 'Wheelset and bike-trainer brands are shown with their logo; this one has none.',
  appliesTo: ['brands.csv'],
  column: ['logo'],
  severity: 'review',
  scope: 'row',
});
