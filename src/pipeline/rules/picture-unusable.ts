import { defineFinding } from './findings';
export const pictureUnusable = defineFinding({
  id: 'picture-unusable',
  description: 'A poster, thumbnail or slide picture that does not exist under data/, does not decode, or is not a usable image or https:// address.',
  appliesTo: ['slides.json'],
  column: ['image'],
  severity: 'error',
  scope: 'row',
});
