import { describePlace } from '../places';
import { readPlaceCell } from './location-checks';
import { contextPart, defineRule } from './rule';

export const locationAmbiguous = defineRule({
  id: 'location-ambiguous',
  description: "A location names several places (San Jose…); add the province, e.g. 'San Jose, Nueva Ecija'.",
  severity: 'review',
  scope: 'row',
  check: (value: string, context) => {
    const match = readPlaceCell(value, contextPart(context, 'places'));
    if (match.status !== 'ambiguous') return null;
    const options = match.candidates.slice(0, 4).map((candidate) => describePlace(candidate));
    return {
      found: value,
      message: `'${value}' is the name of ${match.candidates.length} places (${options.join('; ')}); add the province, e.g. '${options[0] ?? value}'`,
    };
  },
});
