import { foldWhitespace } from '../format/text';
import { defineRule } from './rule';

export const cellWhitespace = defineRule({
  id: 'cell-whitespace',
  description: 'Spaces at either end of a cell, doubled spaces and line breaks inside it are folded into single spaces.',
  severity: 'fixed',
  scope: 'cell',
  check: (value) => {
    const folded = foldWhitespace(value);
    // A cell of blanks only is simply empty: nothing to tell the editor.
    if (folded === value || value.trim() === '') return null;
    return { found: value, fixedValue: folded, sentence: `'${value.replace(/\n/g, '⏎')}' had stray spaces or line breaks; it was read as '${folded}'` };
  },
  fix: foldWhitespace,
});
