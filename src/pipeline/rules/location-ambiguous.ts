import { defineRule } from './rule';

/** No single-cell check: the reader with the context it needs (the file, other rows, the place table) reports it under this id. */
export const locationAmbiguous = defineRule({
  id: 'location-ambiguous',
  description: "A location names several places (San Jose…); add the province, e.g. 'San Jose, Nueva Ecija'.",
  appliesTo: ['shops.csv'],
  column: ['location'],
  severity: 'review',
  scope: 'row',
});
