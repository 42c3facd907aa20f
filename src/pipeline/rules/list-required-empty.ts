import { defineRule } from './rule';

export const listRequiredEmpty = defineRule({
  id: 'list-required-empty',
  description:
    'A list the site cannot do without (its shops, its brands) has its header row but no row; restore its rows. The other lists may be empty: their page then says it has no entry yet.',
  severity: 'error',
  scope: 'file',
  /** `rows`: the rows the file holds below its header (blank lines not counted); `what`: what one row lists. */
  check: ({ rows, what }: { rows: number; what: string }) =>
    rows === 0
      ? {
          sentence: `the file has its header row but not one ${what}, and the site cannot do without its ${what}s; put the rows back (a spreadsheet emptied by mistake comes back with File → Version history)`,
        }
      : null,
});
