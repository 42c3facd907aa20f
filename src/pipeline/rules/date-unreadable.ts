import { readDateCell } from '../detect/event-dates';
import { defineRule } from './rule';

export const dateUnreadable = defineRule({
  id: 'date-unreadable',
  description:
    'A start or end that is not a date the check can read (no year, a range of days in one cell, a day the month does not have, a time zone it does not know, a year a calendar file cannot hold: before 1000 or after 9998) is left out: the event shows no such date until it is corrected.',
  severity: 'review',
  scope: 'cell',
  check: (value: string, context) => {
    const reading = readDateCell(value);
    if (reading.status !== 'unreadable') return null;
    const until = context.column === 'end' ? 'until it is corrected the event has no end date' : "until it is corrected the event is listed under 'Date to be announced'";
    return { found: value, sentence: `'${value}' cannot be read as a date: ${reading.reason}; ${until}` };
  },
});
