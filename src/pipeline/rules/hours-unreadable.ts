import { readHours } from '../detect/shop-hours';
import { defineRule } from './rule';

export const hoursUnreadable = defineRule({
  id: 'hours-unreadable',
  description:
    "Hours the site cannot read (past midnight, overlapping times, holiday hours, months or sunrise) are left off: the shop is listed, and shows 'Hours not known' until they are written as days, times and 'off' ('Mo-Sa 09:00-18:00; Su off; PH off').",
  severity: 'review',
  scope: 'cell',
  check: (value: string, context) => {
    const reading = readHours(value);
    if (reading.kind !== 'refused') return null;
    return { found: value, sentence: `${reading.reason}. Until then the ${context.what} shows 'Hours not known'` };
  },
});
