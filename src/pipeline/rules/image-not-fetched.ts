import { defineFinding } from './findings';
export const imageNotFetched = defineFinding({
  id: 'image-not-fetched',
  description: 'An https:// image is shown only once npm run data:fetch has stored a copy; until then the page shows its fallback.',
  appliesTo: ['slides.json'],
  column: ['image'],
  severity: 'review',
  scope: 'row',
});
