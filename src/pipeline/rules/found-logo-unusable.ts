import { foundLogoKey } from '../found-logos';
import { fetchedCopy } from './image-checks';
import { defineRule } from './rule';

/** A row whose logo cell is empty, with the sheet it is in and its link (the page a logo is found on). */
export interface FoundLogoCell {
  file: string;
  cell: string;
  link: string | null;
}

export const foundLogoUnusable = defineRule({
  id: 'found-logo-unusable',
  description:
    'The logo the weekly run found for a row with an empty logo cell points at a picture that is missing from data/cache/images/ or cannot be shown; the listing keeps its icon until npm run data:refresh runs again.',
  appliesTo: ['cache/found-logos.json'],
  severity: 'review',
  scope: 'row',
  check: ({ file, cell, link }: FoundLogoCell, context) => {
    if (cell.trim() !== '' || link === null) return null;
    const found = context.foundLogos?.get(foundLogoKey(file, link));
    if (!found) return null;
    const copy = fetchedCopy(found.image, context);
    if (copy.status === 'ok') return null;
    const why =
      copy.status === 'not-fetched'
        ? `is not in the list of fetched images (data/cache/images/manifest.json)`
        : copy.status === 'missing'
          ? `is missing (data/${copy.cached})`
          : `cannot be shown: data/${copy.cached} ${copy.reason}`;
    return {
      found: cell,
      message: `the logo found on ${link} (${found.how}) ${why}; until npm run data:refresh runs again the listing shows its icon (write none in the logo cell to keep the icon for good)`,
    };
  },
});
