import { describePlace } from '../places';
import { whenPlaceIs } from './location-checks';
import { defineRule } from './rule';

export const locationAmbiguous = defineRule({
  id: 'location-ambiguous',
  description: "A location names several places (San Jose…); add the province, e.g. 'San Jose, Nueva Ecija'.",
  severity: 'review',
  scope: 'row',
  check: whenPlaceIs('ambiguous', (value, match) => {
    const options = match.candidates.slice(0, 4).map((candidate) => describePlace(candidate));
    return `'${value}' is the name of ${match.candidates.length} places (${options.join('; ')}); add the province, e.g. '${options[0] ?? value}'`;
  }),
});
