import { checkInternalPath } from '../detect/internal-paths';
import { defineRule } from './rule';

/** '/\host' or '//host' opens another site in a browser: a route card must stay on this one. */
export const internalPathOffSite = defineRule({
  id: 'internal-path-off-site',
  description: "A bike route's path must be a page of this site, such as /bike-destinations/spider-route; never //…, /\\… or a full address.",
  severity: 'error',
  scope: 'cell',
  check: (value) => {
    const path = checkInternalPath(value);
    return path.status === 'invalid' ? { found: value, sentence: path.problem } : null;
  },
});
