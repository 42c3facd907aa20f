import { startsFormula } from '../format/sheet-io';
import { foldWhitespace } from '../format/text';
import { defineRule } from './rule';

/**
 * Any cell but a name that starts with = + - @ (or a look-alike: sheet-io's startsFormula, the
 * one the sheet writers and name-formula use) runs as a formula when the sheet is opened in a
 * spreadsheet: '=HYPERLINK(…)' in a link, '=IMAGE(…)' in a logo, a DDE command in a location. No
 * place, address, file name or source starts so, so the row is rejected, and data:pull, which
 * writes no sheet with an error, never puts such a cell into the repository. The reader runs it
 * on every cell of every sheet, except a column that has a formula rule of its own (the name:
 * '+63 Cycles' can be a real name, so name-formula only flags it).
 */
export const cellFormula = defineRule({
  id: 'cell-formula',
  description:
    'A cell (other than a name) that starts with =, +, - or @ (or a look-alike such as ＝ or －) rejects the row: a spreadsheet runs it as a formula when the sheet is opened.',
  severity: 'error',
  scope: 'cell',
  check: (value, { column }) => {
    // As the site and the fixed-sheet writer read it: spaces before it do not hide it.
    const folded = foldWhitespace(value);
    if (!startsFormula(folded)) return null;
    const first = String.fromCodePoint(folded.codePointAt(0) ?? 0);
    return {
      found: value,
      sentence: `the ${column} starts with '${first}', which a spreadsheet runs as a formula when the sheet is opened; write the ${column} without that first character`,
    };
  },
});
