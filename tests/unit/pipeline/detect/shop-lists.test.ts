/** A shop's services, payment and brands cells: the words kept, and each unknown one with the nearest known. */
import { nearest, readBrandNames, readWords, splitList } from '../../../../src/pipeline/detect/shop-lists';
import { PAYMENTS, SERVICES } from '../../../../src/pipeline/entities/shop-vocabularies';
import { OTHER_WORDS } from '../../../../src/pipeline/entities/shop-vocabulary-words';
import { comparisonKey } from '../../../../src/pipeline/format/text';

describe('a list cell', () => {
  it("is split on ';' or ',', trimmed, and each entry kept once whatever its case", () => {
    expect(splitList(' repair ;Parts,, REPAIR ; ')).toEqual(['repair', 'Parts']);
    expect(splitList('')).toEqual([]);
  });
});

describe('the vocabularies', () => {
  it('have the keys editors write, and no word that names two of them', () => {
    expect(SERVICES.map((word) => word.key)).toEqual(['repair', 'parts', 'rental', 'second-hand', 'fitting', 'wash', 'delivery']);
    expect(PAYMENTS.map((word) => word.key)).toEqual(['cash', 'gcash', 'maya', 'card', 'bank transfer']);
    for (const vocabulary of [SERVICES, PAYMENTS]) {
      const owner = new Map<string, string>();
      for (const word of vocabulary) {
        for (const name of [word.key, word.label, ...(OTHER_WORDS[word.key] ?? [])]) {
          const key = comparisonKey(name);
          expect([undefined, word.key]).toContain(owner.get(key));
          owner.set(key, word.key);
        }
      }
    }
  });
});

describe('a services or payment cell', () => {
  it('keeps the keys in the vocabulary’s order, matched by key, label or another word, in any case', () => {
    expect(readWords('Delivery; REPAIRS; second hand; Bike wash', SERVICES)).toEqual({ known: ['repair', 'second-hand', 'wash', 'delivery'], unknown: [] });
    expect(readWords('GCash, cash, PayMaya, Bank Transfer', PAYMENTS)).toEqual({ known: ['cash', 'gcash', 'maya', 'bank transfer'], unknown: [] });
  });

  it('sets an unknown word aside with the nearest key, and keeps the others', () => {
    expect(readWords('repiar; parts; rentl', SERVICES)).toEqual({
      known: ['parts'],
      unknown: [
        { word: 'repiar', nearest: 'repair' },
        { word: 'rentl', nearest: 'rental' },
      ],
    });
    expect(readWords('gcsh; cash', PAYMENTS)).toEqual({ known: ['cash'], unknown: [{ word: 'gcsh', nearest: 'gcash' }] });
  });
});

describe('a brands cell', () => {
  const brands = ['Giant', 'Shimano', 'Trek', 'SRAM'];

  it('keeps each brand as brands.csv spells it, in the cell’s order', () => {
    expect(readBrandNames('shimano; GIANT; giant', brands)).toEqual({ known: ['Shimano', 'Giant'], unknown: [] });
  });

  it('names the nearest brand for one that matches none', () => {
    expect(readBrandNames('Shimanno; Trek', brands)).toEqual({ known: ['Trek'], unknown: [{ word: 'Shimanno', nearest: 'Shimano' }] });
    expect(nearest('Sram Red', brands)).toBe('SRAM');
  });
});
