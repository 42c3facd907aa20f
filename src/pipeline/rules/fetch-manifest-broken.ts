import { defineRule } from './rule';

export const fetchManifestBroken = defineRule({
  id: 'fetch-manifest-broken',
  description: 'The list of fetched images cannot be read; until npm run data:fetch rebuilds it, no fetched image is shown.',
  appliesTo: ['cache/images/manifest.json'],
  column: [],
  severity: 'review',
  scope: 'file',
  /** `reason`: why the manifest cannot be used, naming it. */
  check: (reason: string) => ({ sentence: `${reason}; until then no fetched image is shown` }),
});
