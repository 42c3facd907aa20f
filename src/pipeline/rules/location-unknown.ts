import { quoteList } from '../text';
import { whenPlaceIs } from './location-checks';
import { defineRule } from './rule';

export const locationUnknown = defineRule({
  id: 'location-unknown',
  description: 'A location is not a Philippine city, municipality or province of the place table; correct it, or add the spelling to place-aliases.csv.',
  severity: 'review',
  scope: 'row',
  check: whenPlaceIs('unknown', (value, match) => {
    const hint = match.suggestions.length ? `did you mean ${quoteList(match.suggestions)}? ` : '';
    return `'${value}' is not a Philippine city, municipality or province in the place table; ${hint}correct the spelling, or add it to data/place-aliases.csv`;
  }),
});
