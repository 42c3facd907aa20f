import { defineRule } from './rule';

/**
 * What a spreadsheet shows in a cell whose formula fails, or whose import has not finished: a
 * published or exported CSV carries what each cell displays, so a broken formula publishes the
 * error value as the cell's text. The error values of Google Sheets, Excel and LibreOffice
 * (#REF!, #N/A, #VALUE!, #NAME?, #DIV/0!, #NUM!, #NULL!, #ERROR!, #SPILL!, #CALC!, Excel's newer
 * #GETTING_DATA, #FIELD!, #BLOCKED!, #CONNECT!, #BUSY!, #UNKNOWN!, #EXTERNAL!, #PYTHON!,
 * #TIMEOUT!, LibreOffice's Err:502 and the like) and Google Sheets' "Loading..." while an
 * IMPORTRANGE or IMPORTXML runs. No name, place, link or picture is written so.
 */
const ERROR_VALUE =
  /^(#(REF!|N\/A|VALUE!|NAME\?|DIV\/0!|NUM!|NULL!|ERROR!|SPILL!|CALC!|GETTING_DATA|FIELD!|BLOCKED!|CONNECT!|BUSY!|UNKNOWN!|EXTERNAL!|PYTHON!|TIMEOUT!)|Err:\d{3}|Loading(\.\.\.|…))$/i;

/** The spreadsheet's error value a cell holds (spaces around it ignored), or null. */
export function spreadsheetErrorValue(value: string): string | null {
  const trimmed = value.trim();
  return ERROR_VALUE.test(trimmed) ? trimmed : null;
}

export const cellErrorValue = defineRule({
  id: 'cell-error-value',
  description:
    "A cell that holds a spreadsheet's error value (#REF!, #N/A, #VALUE!, #NAME?, #DIV/0! and the like) or 'Loading...' rejects the row: the formula in that cell failed, or had not finished, when the sheet was saved.",
  severity: 'error',
  scope: 'cell',
  check: (value) => {
    const error = spreadsheetErrorValue(value);
    if (error === null) return null;
    const what = /^loading/i.test(error)
      ? `(${error}): the sheet was saved or published before an import in this cell had finished; wait until it shows its value, then save or publish again`
      : `(${error}); fix the formula there`;
    return { found: value, sentence: `the spreadsheet shows an error in this cell ${what}` };
  },
});
