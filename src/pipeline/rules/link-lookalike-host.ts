import { linkProblem } from './link-checks';
import { defineRule, EVERY_CSV } from './rule';

/** A site name can imitate another one letter at a time: fаcebook.com with a Cyrillic а. */
export const linkLookalikeHost = defineRule({
  id: 'link-lookalike-host',
  description: 'A site name that mixes alphabets (a Cyrillic а in fаcebook.com) or is written in punycode (xn--…) is rejected.',
  appliesTo: [EVERY_CSV, 'slides.json'],
  column: ['link'],
  severity: 'error',
  check: linkProblem('link-lookalike-host'),
});
