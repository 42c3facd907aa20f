import { defineRule } from './rule';

/** No single-cell check: the reader with the context it needs (the file, other rows, the place table) reports it under this id. */
export const locationTooLong = defineRule({
  id: 'location-too-long',
  description: 'A location longer than any Philippine place name with its province (a pasted paragraph, say) is rejected at once.',
  appliesTo: ['shops.csv'],
  column: ['location'],
  severity: 'error',
  scope: 'row',
});
