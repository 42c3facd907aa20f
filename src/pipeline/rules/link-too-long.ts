import { MAX_LINK_LENGTH } from '../detect/links';
import { defineFinding } from './findings';

export const linkTooLong = defineFinding({
  id: 'link-too-long',
  description: `A link longer than ${MAX_LINK_LENGTH.toLocaleString('en-US')} characters is rejected; paste the page's own shorter address.`,
  appliesTo: ['slides.json'],
  column: ['link'],
  severity: 'error',
  scope: 'cell',
});
