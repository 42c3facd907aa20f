import { defineRule, EVERY_CSV } from './rule';

/** No single-cell check: the reader with the context it needs (the file, other rows, the place table) reports it under this id. */
export const imageFetchedCopyUnusable = defineRule({
  id: 'image-fetched-copy-unusable',
  description:
    'The copy npm run data:fetch stored of an https:// image is a link, has changed, is damaged or is too large to show; the page shows no image until data:fetch stores it again.',
  appliesTo: [EVERY_CSV, 'slides.json'],
  column: ['logo', 'image', 'thumbnail'],
  severity: 'review',
  scope: 'row',
});
