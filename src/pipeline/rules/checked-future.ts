import { readChecked } from '../detect/listing-checks';
import { manilaToday } from '../detect/event-dates';
import { defineRule } from './rule';

export const checkedFuture = defineRule({
  id: 'checked-future',
  description: 'A checked month after today is left out (no one has checked a listing in the future): the listing counts as never checked until it is corrected.',
  severity: 'review',
  scope: 'cell',
  check: (value: string, context) => {
    const today = context.data?.today ?? manilaToday();
    return readChecked(value, today).status === 'future'
      ? { found: value, sentence: `'${value}' is after today (${today}): write the month the ${context.what} was last checked; until then it counts as never checked` }
      : null;
  },
});
