import { describeDate, isoDate, readDateCell } from '../detect/event-dates';
import { defineRule } from './rule';

export const dateAmbiguous = defineRule({
  id: 'date-ambiguous',
  description:
    "A date such as '07/12/2026' can be day/month or month/day; the report gives both readings, and the event shows no such date until it is written as '2026-12-07'.",
  severity: 'review',
  scope: 'cell',
  check: (value: string, context) => {
    const reading = readDateCell(value);
    if (reading.status !== 'ambiguous') return null;
    const [dayMonth, monthDay] = reading.readings;
    const until = context.column === 'end' ? 'until then the event has no end date' : "until then the event is listed under 'Date to be announced'";
    return {
      found: value,
      sentence: `'${value}' can be read two ways: ${describeDate(dayMonth)} (day/month/year) or ${describeDate(monthDay)} (month/day/year); write the one you mean as ${isoDate(dayMonth.date)} or ${isoDate(monthDay.date)}; ${until}`,
    };
  },
});
