import { defineRule } from './rule';

export const dateEndWithoutStart = defineRule({
  id: 'date-end-without-start',
  description: "An end with no start the check can read is left out: the event is listed under 'Date to be announced' until its start is written.",
  severity: 'review',
  scope: 'row',
  check: ({ cell, start }: { cell: string; start: string }) => ({
    found: cell,
    sentence:
      start === ''
        ? `the end '${cell}' has no start; write the start date too, until then the event is listed under 'Date to be announced'`
        : `the end '${cell}' is left out because the start '${start}' could not be read; until the start is corrected the event is listed under 'Date to be announced'`,
  }),
});
