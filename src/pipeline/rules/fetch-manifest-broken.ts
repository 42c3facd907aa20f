import { defineRule } from './rule';

/** No single-cell check: the reader with the context it needs (the file, other rows, the place table) reports it under this id. */
export const fetchManifestBroken = defineRule({
  id: 'fetch-manifest-broken',
  description: 'The list of fetched images cannot be read; until npm run data:fetch rebuilds it, no fetched image is shown.',
  appliesTo: ['cache/images/manifest.json'],
  column: [],
  severity: 'review',
  scope: 'file',
});
