import { readWords } from '../detect/shop-lists';
import { SERVICES } from '../entities/shop-vocabularies';
import { defineRule } from './rule';
import { unknownWordsSentence } from './unknown-words';

export const serviceUnknown = defineRule({
  id: 'service-unknown',
  description: `A service that is not one of the site's (${SERVICES.map((word) => word.key).join('; ')}) is left out, and the nearest is named; the shop keeps the others of the cell.`,
  severity: 'review',
  scope: 'cell',
  check: (value: string) => {
    const { unknown } = readWords(value, SERVICES);
    if (unknown.length === 0) return null;
    return {
      found: value,
      sentence: unknownWordsSentence(
        unknown,
        'a service the site lists',
        SERVICES.map((word) => word.key),
      ),
    };
  },
});
