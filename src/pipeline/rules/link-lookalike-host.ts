import { defineFinding } from './findings';

/**
 * A site name can imitate another one letter at a time: fаcebook.com with a Cyrillic а, ɡoogle.com
 * with a Latin script g, or hide a different site behind a slash look-alike. See hostnames.ts.
 */
export const linkLookalikeHost = defineFinding({
  id: 'link-lookalike-host',
  description:
    'A site name drawn like another (Unicode look-alike letters: ɡoogle.com, ǀinkedin.com, a Cyrillic а in fаcebook.com; plain letters mixed with other Latin letters, such as a small capital, so that it reads as a most-listed site: ʟinkedin.com), holding a look-alike of / \\ . or :, mixing alphabets or written in punycode (xn--…) is rejected.',
  appliesTo: ['slides.json'],
  column: ['link'],
  severity: 'error',
  scope: 'cell',
});
