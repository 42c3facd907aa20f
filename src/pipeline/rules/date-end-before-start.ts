import { describeDate, endsBeforeStart, type DateValue } from '../detect/event-dates';
import { defineRule } from './rule';

export const dateEndBeforeStart = defineRule({
  id: 'date-end-before-start',
  description: 'An event whose end comes before its start is not shown until one of the two is corrected.',
  severity: 'error',
  scope: 'row',
  check: ({ cell, start, end }: { cell: string; start: DateValue; end: DateValue }) =>
    endsBeforeStart(start, end)
      ? { found: cell, sentence: `the end '${cell}' (${describeDate(end)}) comes before the start (${describeDate(start)}); correct the start or the end` }
      : null,
});
