import { describeDate, yearsAway, type DateValue } from '../detect/event-dates';
import { defineRule } from './rule';

export const dateFarAway = defineRule({
  id: 'date-far-away',
  description: 'A start or end more than two years before or after the day of the check is shown, but may have a mistyped year.',
  severity: 'review',
  scope: 'row',
  check: ({ cell, value, today }: { cell: string; value: DateValue; today: string }) => {
    const away = yearsAway(value.date, today);
    if (away === null) return null;
    return {
      found: cell,
      sentence: `'${cell}' (${describeDate(value)}) is more than two years ${away} today (${today}); check the year`,
    };
  },
});
