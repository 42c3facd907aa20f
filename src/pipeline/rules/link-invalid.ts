import { defineFinding } from './findings';

export const linkInvalid = defineFinding({
  id: 'link-invalid',
  description:
    'A link must be a full https:// (or http://) web address with a site name: javascript:, mailto:, a bare name, a backslash or % codes in the site name are rejected.',
  appliesTo: ['slides.json'],
  column: ['link'],
  severity: 'error',
  scope: 'cell',
});
