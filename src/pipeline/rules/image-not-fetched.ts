import { defineRule, EVERY_CSV } from './rule';

/** No single-cell check: the reader with the context it needs (the file, other rows, the place table) reports it under this id. */
export const imageNotFetched = defineRule({
  id: 'image-not-fetched',
  description: 'An https:// image is shown only once npm run data:fetch has stored a copy; until then the page shows its fallback.',
  appliesTo: [EVERY_CSV, 'slides.json'],
  column: ['logo', 'image', 'thumbnail'],
  severity: 'review',
  scope: 'row',
});
