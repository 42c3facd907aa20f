import { defineFinding } from './findings';
export const logoUnusable = defineFinding({
  id: 'logo-unusable',
  description:
    'A logo that cannot be used (no such file, not an image, SVG or GIF, an http: address) is left out and the tile shows its icon. The word none is accepted: it keeps the icon for good, and no found logo is shown for the row.',
  severity: 'review',
  scope: 'row',
});
