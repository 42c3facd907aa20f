import { isNoLogoCell } from '../found-logos';
import { readLogoCell } from './image-checks';
import { defineRule } from './rule';

export const logoUnusable = defineRule({
  id: 'logo-unusable',
  description:
    'A logo that cannot be used (no such file, not an image, SVG or GIF, an http: address) is left out and the tile shows its icon. The word none is accepted: it keeps the icon for good, and no found logo is shown for the row.',
  severity: 'review',
  scope: 'row',
  check: (value: string, context) => {
    if (isNoLogoCell(value)) return null;
    const logo = readLogoCell(value, context);
    if (logo.status !== 'problem') return null;
    // The row is kept without the logo: the tile falls back to its icon.
    return { found: value, fixedValue: '', message: `${logo.problem}; until then the listing shows no logo` };
  },
});
