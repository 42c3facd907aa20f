import { FOUND_LOGOS_FILE } from '../detect/found-logos';
import { defineRule } from './rule';

export const foundLogosBroken = defineRule({
  id: 'found-logos-broken',
  description:
    'The list of logos the weekly run found (data/cache/found-logos.json) cannot be read; until the next npm run data:refresh rewrites it, no found logo is shown and those listings keep their icon.',
  appliesTo: [FOUND_LOGOS_FILE],
  column: [],
  severity: 'review',
  scope: 'file',
  /** `reason`: why the file cannot be used, naming it. */
  check: (reason: string) => ({
    sentence: `${reason}; until the next npm run data:refresh (the weekly run) writes it again, no found logo is shown and those listings keep their icon`,
  }),
});
