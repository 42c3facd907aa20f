import { checkLink } from '../links';
import { defineRule, EVERY_CSV } from './rule';

/** http: pages still open, so the row is kept, but the visitor leaves a secure page for an insecure one. */
export const linkHttp = defineRule({
  id: 'link-http',
  description: 'An http: link is kept but flagged: use the https:// address if the site has one.',
  appliesTo: [EVERY_CSV, 'slides.json'],
  column: ['link'],
  severity: 'review',
  check: (value) => {
    const link = checkLink(value);
    return link.status === 'insecure' ? link.problem : null;
  },
});
