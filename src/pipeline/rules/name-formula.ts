import { startsFormula } from '../format/sheet-io';
import { defineRule } from './rule';

/**
 * A name starting with = + - @ (or a look-alike) runs as a formula when the sheet is opened in
 * a spreadsheet, e.g. '=HYPERLINK(…)' or a DDE command; no shop or brand is called that. The
 * row is kept (a name like '+63 Cycles' can be real) but flagged, so a person looks before the
 * sheet is opened and saved again. The sheet writers never write such a cell (sheet-io's guard).
 */
export const nameFormula = defineRule({
  id: 'name-formula',
  description: 'A name that starts with =, +, - or @ (or a look-alike) is flagged: a spreadsheet runs it as a formula when the sheet is opened.',
  severity: 'review',
  scope: 'cell',
  check: (value) => {
    if (!startsFormula(value)) return null;
    const first = value.codePointAt(0) ?? 0;
    return {
      found: value,
      sentence: `the name starts with '${String.fromCodePoint(first)}', which a spreadsheet runs as a formula when the sheet is opened; check the name, and write it without that first character if it is not part of the name`,
    };
  },
});
