import { defineFinding } from './findings';

/** http: pages still open, so the row is kept, but the visitor leaves a secure page for an insecure one. */
export const linkHttp = defineFinding({
  id: 'link-http',
  description: 'An http: link is kept but flagged: use the https:// address if the site has one.',
  appliesTo: ['slides.json'],
  column: ['link'],
  severity: 'review',
  scope: 'cell',
});
