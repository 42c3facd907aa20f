import { defineRule } from './rule';

/** No single-cell check: the reader with the context it needs (the file, other rows, the place table) reports it under this id. */
export const pictureUnusable = defineRule({
  id: 'picture-unusable',
  description: 'A poster, thumbnail or slide picture that does not exist under data/, does not decode, or is not a usable image or https:// address.',
  appliesTo: ['events.csv', 'destinations.csv', 'slides.json'],
  column: ['image', 'thumbnail'],
  severity: 'error',
  scope: 'row',
});
