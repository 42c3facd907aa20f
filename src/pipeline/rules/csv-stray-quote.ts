import { defineRule } from './rule';

/**
 * The reader knows how the cell was quoted (../format/csv-split) and hands each such cell to the
 * check. An error, not a review: no spreadsheet writes a bare quote inside a cell (they
 * wrap the cell in quotes and double it), so one means the row was typed or joined by hand, and
 * spreadsheets disagree about where such a cell ends ('1,"Hey, I missed " it",3' is one cell to
 * one program and two to another). The site must not guess which text, or which cells, the
 * editor meant, nor show the quote marks as part of a name.
 */
export const csvStrayQuote = defineRule({
  id: 'csv-stray-quote',
  description:
    'A double quote inside a cell that is not CSV\'s own quoting (a cell not wrapped in quotes, or one whose closing quote comes before the cell ends) rejects the row: wrap the cell in quotes and write the quote twice ("12"" Wheels").',
  appliesTo: ['place-aliases.csv'],
  severity: 'error',
  scope: 'row',
  check: ({ value }: { column: string; value: string }) => ({ found: value, sentence: strayQuoteSentence(value) }),
});

/** The sentence for one such cell. */
export function strayQuoteSentence(value: string): string {
  const shown = value.length > 80 ? `${value.slice(0, 80)}…` : value;
  return `the cell '${shown}' holds a double quote (") that is not CSV quoting, and spreadsheets disagree about where such a cell ends; if the quote belongs in the text, wrap the whole cell in double quotes and write the quote twice (e.g. "12"" Wheels"), otherwise delete it`;
}
