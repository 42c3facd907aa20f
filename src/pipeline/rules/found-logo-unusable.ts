import { defineFinding } from './findings';
export const foundLogoUnusable = defineFinding({
  id: 'found-logo-unusable',
  description:
    'The logo the weekly run found for a row with an empty logo cell points at a picture that is missing from data/cache/images/ or cannot be shown; the listing keeps its icon until npm run data:refresh runs again.',
  appliesTo: ['cache/found-logos.json'],
  severity: 'review',
  scope: 'row',
});
