import { defineRule } from './rule';

export const holidayDateDuplicate = defineRule({
  id: 'holiday-date-duplicate',
  description: 'A day listed twice in holidays.csv: the first row is used, and the later one is left out until one of them is deleted.',
  appliesTo: ['holidays.csv'],
  column: ['date'],
  severity: 'error',
  scope: 'sheet',
  check: ({ date, earlier }: { date: string; earlier: { row: number; name: string } | undefined }) =>
    earlier === undefined
      ? null
      : { found: date, sentence: `${date} is already listed in row ${earlier.row} ('${earlier.name}'); keep one row for the day and delete the other` },
});
