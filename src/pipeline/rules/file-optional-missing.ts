import { defineRule, LISTING_SHEETS } from './rule';

/** No single-cell check: the reader with the context it needs (the file, other rows, the place table) reports it under this id. */
export const fileOptionalMissing = defineRule({
  id: 'file-optional-missing',
  description: 'A list file is missing, so its page is empty; add it when the list is ready.',
  appliesTo: [LISTING_SHEETS, 'events.csv', 'destinations.csv', 'slides.json'],
  column: [],
  severity: 'review',
  scope: 'file',
});
