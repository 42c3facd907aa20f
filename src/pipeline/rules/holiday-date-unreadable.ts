import { readHolidayDate } from '../detect/holiday-dates';
import { defineRule } from './rule';

export const holidayDateUnreadable = defineRule({
  id: 'holiday-date-unreadable',
  description:
    "A proclaimed holiday's date that cannot be read as one day (no year, a time, a day the month does not have, day and month that could be either) leaves the row out: no shop is shown closed on a guess.",
  appliesTo: ['holidays.csv'],
  column: ['date'],
  severity: 'error',
  scope: 'cell',
  check: (value: string) => {
    const reading = readHolidayDate(value);
    return reading.status === 'unreadable'
      ? { found: value, sentence: `'${value}' cannot be read as the day of a holiday: ${reading.reason}; write it as 2026-12-24, and until then the row is left out` }
      : null;
  },
});
