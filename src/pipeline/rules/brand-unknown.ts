import { readBrandNames } from '../detect/shop-lists';
import { defineRule } from './rule';
import { unknownWordsSentence } from './unknown-words';

export const brandUnknown = defineRule({
  id: 'brand-unknown',
  description:
    'A brand a shop carries that matches no name in brands.csv is left out, and the nearest brand is named: write it as brands.csv does, or add the brand there first. The shop keeps the other brands of the cell.',
  severity: 'review',
  scope: 'cell',
  check: (value: string, context) => {
    const brandNames = context.data?.brandNames;
    if (brandNames === undefined) return null;
    const { unknown } = readBrandNames(value, brandNames);
    if (unknown.length === 0) return null;
    return { found: value, sentence: `${unknownWordsSentence(unknown, 'a brand in brands.csv')}; write the name as brands.csv does, or add the brand there first` };
  },
});
