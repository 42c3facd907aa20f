import { readDateCell } from '../detect/event-dates';
import { defineRule } from './rule';

export const dateReadAs = defineRule({
  id: 'date-read-as',
  description:
    "A date typed the way Google Sheets or Excel shows it ('Dec 7, 2026', '7 December 2026', '25/12/2026', with a time such as '7:00 AM') is read, in Manila time, and written '2026-12-07' or '2026-12-07 07:00'; the report says how it was read.",
  appliesTo: ['holidays.csv'],
  column: ['date'],
  severity: 'fixed',
  scope: 'cell',
  check: (value: string) => {
    const reading = readDateCell(value);
    if (reading.status !== 'read' || reading.how === null) return null;
    return { found: value, fixedValue: reading.canonical, sentence: `'${value}' ${reading.how}; it is written '${reading.canonical}'` };
  },
});
