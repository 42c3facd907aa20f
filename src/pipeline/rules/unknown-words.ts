import type { UnknownWord } from '../detect/shop-lists';

/**
 * "'fixng' is not a service the site lists (did you mean 'repair'?); it is left out, the others are kept":
 * one sentence for every unknown word of a list cell, each with the nearest known one, then the words to choose from.
 */
export function unknownWordsSentence(unknown: readonly UnknownWord[], what: string, vocabulary?: readonly string[]): string {
  const each = unknown.map(({ word, nearest }) => `'${word}' is not ${what}${nearest === '' ? '' : ` (did you mean '${nearest}'?)`}`).join('; ');
  const choose = vocabulary ? `; write one or more of ${vocabulary.map((word) => `'${word}'`).join(', ')}, separated by ';'` : '';
  return `${each}. ${unknown.length === 1 ? 'It is' : 'They are'} left out, the other entries of the cell are kept${choose}`;
}
