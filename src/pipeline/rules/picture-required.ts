import { defineFinding } from './findings';
/** A poster, route thumbnail or slide is the card itself: it cannot be left out like a logo. */
export const pictureRequired = defineFinding({
  id: 'picture-required',
  description: 'Events, bike routes and slides need their picture: a file under data/ or an https:// image address.',
  appliesTo: ['slides.json'],
  column: ['image'],
  severity: 'error',
  scope: 'cell',
});
