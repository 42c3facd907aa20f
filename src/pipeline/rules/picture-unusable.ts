import { readPictureCell } from './image-checks';
import { defineRule } from './rule';

export const pictureUnusable = defineRule({
  id: 'picture-unusable',
  description: 'A poster, thumbnail or slide picture that does not exist under data/, does not decode, or is not a usable image or https:// address.',
  appliesTo: ['slides.json'],
  column: ['image'],
  severity: 'error',
  scope: 'row',
  check: (value: string, context) => {
    const picture = readPictureCell(value, context);
    return picture.status === 'problem' ? { found: value, message: picture.problem } : null;
  },
});
