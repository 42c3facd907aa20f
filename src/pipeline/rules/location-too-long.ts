import { whenPlaceIs } from './location-checks';
import { defineRule } from './rule';

export const locationTooLong = defineRule({
  id: 'location-too-long',
  description: 'A location longer than any Philippine place name with its province (a pasted paragraph, say) is rejected at once.',
  severity: 'error',
  scope: 'row',
  check: whenPlaceIs(
    'too-long',
    (value, match) =>
      `the location is ${value.length.toLocaleString('en-US')} characters long, longer than any Philippine place name with its province (at most ${match.limit}); write just the city or municipality, e.g. 'Quezon City'`,
  ),
});
