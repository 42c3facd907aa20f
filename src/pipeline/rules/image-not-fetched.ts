import { whenFetchedCopyIs } from './image-checks';
import { defineRule } from './rule';

export const imageNotFetched = defineRule({
  id: 'image-not-fetched',
  description: 'An https:// image is shown only once npm run data:fetch has stored a copy; until then the page shows its fallback.',
  appliesTo: ['slides.json'],
  column: ['image'],
  severity: 'review',
  scope: 'row',
  check: whenFetchedCopyIs('not-fetched', (url) => `'${url}' is not fetched yet: run npm run data:fetch`),
});
