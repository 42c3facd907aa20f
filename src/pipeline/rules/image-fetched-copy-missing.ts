import { whenFetchedCopyIs } from './image-checks';
import { defineRule } from './rule';

export const imageFetchedCopyMissing = defineRule({
  id: 'image-fetched-copy-missing',
  description: 'The copy npm run data:fetch stored of an https:// image is missing from data/cache/images/; run data:fetch again.',
  appliesTo: ['slides.json'],
  column: ['image'],
  severity: 'review',
  scope: 'row',
  check: whenFetchedCopyIs('missing', (url, copy) => `the fetched copy of '${url}' (data/${copy.cached}) is missing: run npm run data:fetch again`),
});
