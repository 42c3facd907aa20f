import { readLinkCell } from './link-checks';
import { defineRule } from './rule';

/** http: pages still open, so the row is kept, but the visitor leaves a secure page for an insecure one. */
export const linkHttp = defineRule({
  id: 'link-http',
  description: 'An http: link is kept but flagged: use the https:// address if the site has one.',
  appliesTo: ['slides.json'],
  column: ['link'],
  severity: 'review',
  scope: 'cell',
  check: (value) => {
    const link = readLinkCell(value);
    return link.status === 'insecure' ? { found: value, message: link.problem } : null;
  },
});
