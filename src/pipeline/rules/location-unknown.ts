import { defineRule } from './rule';

/** No single-cell check: the reader with the context it needs (the file, other rows, the place table) reports it under this id. */
export const locationUnknown = defineRule({
  id: 'location-unknown',
  description: 'A location is not a Philippine city, municipality or province of the place table; correct it, or add the spelling to place-aliases.csv.',
  appliesTo: ['shops.csv'],
  column: ['location'],
  severity: 'review',
  scope: 'row',
});
