import { defineRule } from './rule';

/** No single-cell check: the reader with the context it needs (the file, other rows, the place table) reports it under this id. */
export const sourceOsmReference = defineRule({
  id: 'source-osm-reference',
  description: "An OpenStreetMap reference in the source column is written one way ('OpenStreetMap node/123'), so the card credits it.",
  appliesTo: ['shops.csv'],
  column: ['source'],
  severity: 'fixed',
  scope: 'cell',
});
