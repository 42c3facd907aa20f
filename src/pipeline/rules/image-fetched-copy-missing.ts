import { defineRule, EVERY_CSV } from './rule';

/** No single-cell check: the reader with the context it needs (the file, other rows, the place table) reports it under this id. */
export const imageFetchedCopyMissing = defineRule({
  id: 'image-fetched-copy-missing',
  description: 'The copy npm run data:fetch stored of an https:// image is missing from data/cache/images/; run data:fetch again.',
  appliesTo: [EVERY_CSV, 'slides.json'],
  column: ['logo', 'image', 'thumbnail'],
  severity: 'review',
  scope: 'row',
});
