import { readWords } from '../detect/shop-lists';
import { PAYMENTS } from '../entities/shop-vocabularies';
import { defineRule } from './rule';
import { unknownWordsSentence } from './unknown-words';

export const paymentUnknown = defineRule({
  id: 'payment-unknown',
  description: `A payment method that is not one of the site's (${PAYMENTS.map((word) => word.key).join('; ')}) is left out, and the nearest is named; the shop keeps the others of the cell.`,
  severity: 'review',
  scope: 'cell',
  check: (value: string) => {
    const { unknown } = readWords(value, PAYMENTS);
    if (unknown.length === 0) return null;
    return {
      found: value,
      sentence: unknownWordsSentence(
        unknown,
        'a payment method the site lists',
        PAYMENTS.map((word) => word.key),
      ),
    };
  },
});
