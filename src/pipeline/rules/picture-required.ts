import { defineRule } from './rule';

/** A poster, route thumbnail or slide is the card itself: it cannot be left out like a logo. */
export const pictureRequired = defineRule({
  id: 'picture-required',
  description: 'Events, bike routes and slides need their picture: a file under data/ or an https:// image address.',
  appliesTo: ['slides.json'],
  column: ['image'],
  severity: 'error',
  scope: 'cell',
  check: (value, { column }) =>
    value.trim() === '' ? { found: '', message: `the ${column} is empty; give the file name of the picture under data/, e.g. 'images/events/poster.png'` } : null,
});
