import { defineFinding } from './findings';
export const locationUnknown = defineFinding({
  id: 'location-unknown',
  description: 'A location is not a Philippine city, municipality or province of the place table; correct it, or add the spelling to place-aliases.csv.',
  severity: 'review',
  scope: 'row',
});
