import { defineRule } from './rule';

/** No single-cell check: the reader with the context it needs (the file, other rows, the place table) reports it under this id. */
export const locationReadAs = defineRule({
  id: 'location-read-as',
  description: "A location is read as the official place it names ('QC' → 'Quezon City'), with its province and region.",
  appliesTo: ['shops.csv'],
  column: ['location'],
  severity: 'fixed',
  scope: 'row',
});
