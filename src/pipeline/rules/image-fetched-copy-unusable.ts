import { defineFinding } from './findings';
export const imageFetchedCopyUnusable = defineFinding({
  id: 'image-fetched-copy-unusable',
  description:
    'The copy npm run data:fetch stored of an https:// image is a link, has changed, is damaged or is too large to show; the page shows no image until data:fetch stores it again.',
  appliesTo: ['slides.json'],
  column: ['image'],
  severity: 'review',
  scope: 'row',
});
