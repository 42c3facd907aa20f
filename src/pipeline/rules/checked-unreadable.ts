import { readChecked } from '../detect/listing-checks';
import { manilaToday } from '../detect/event-dates';
import { defineRule } from './rule';

export const checkedUnreadable = defineRule({
  id: 'checked-unreadable',
  description:
    "A checked month that cannot be read is left out: the listing shows no 'Checked' month, and counts as never checked, until it is written as 2026-11 or Nov 2026.",
  severity: 'review',
  scope: 'cell',
  check: (value: string, context) => {
    const reading = readChecked(value, context.data?.today ?? manilaToday());
    return reading.status === 'unreadable'
      ? {
          found: value,
          sentence: `'${value}' cannot be read as the month the ${context.what} was last checked: ${reading.reason}; until then it counts as never checked`,
        }
      : null;
  },
});
