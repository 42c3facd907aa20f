import { quoteList } from '../format/text';
import { defineRule } from './rule';

export const csvUnknownColumn = defineRule({
  id: 'csv-unknown-column',
  description: 'A header names a column the site does not use; rename it to a known column or delete it.',
  severity: 'review',
  scope: 'file',
  /** `header`: a column of the header; `known`: the columns the sheet uses. */
  check: ({ header, known }: { header: string; known: readonly string[] }) =>
    known.includes(header) ? null : { found: header, sentence: `the column '${header}' is not used by the site; rename it to one of ${quoteList(known)} or delete it` },
});
