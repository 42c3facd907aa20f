import { MAX_LINK_LENGTH } from '../links';
import { linkProblem } from './link-checks';
import { defineRule } from './rule';

export const linkTooLong = defineRule({
  id: 'link-too-long',
  description: `A link longer than ${MAX_LINK_LENGTH.toLocaleString('en-US')} characters is rejected; paste the page's own shorter address.`,
  appliesTo: ['slides.json'],
  column: ['link'],
  severity: 'error',
  scope: 'cell',
  check: linkProblem('link-too-long'),
});
