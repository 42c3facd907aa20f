import { defineFinding } from './findings';
export const imageFetchedCopyMissing = defineFinding({
  id: 'image-fetched-copy-missing',
  description: 'The copy npm run data:fetch stored of an https:// image is missing from data/cache/images/; run data:fetch again.',
  appliesTo: ['slides.json'],
  column: ['image'],
  severity: 'review',
  scope: 'row',
});
