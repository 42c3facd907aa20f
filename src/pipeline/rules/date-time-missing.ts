import { defineRule } from './rule';

export const dateTimeMissing = defineRule({
  id: 'date-time-missing',
  description: 'When only one of start and end has a time, the event is shown as lasting the whole of its days, without the time; give both a time, or neither.',
  severity: 'review',
  scope: 'row',
  check: ({ start, end }: { start: string; end: string }) => ({
    found: end,
    sentence: `the start '${start}' and the end '${end}' do not both have a time, so the event is shown as lasting the whole of its days; give both a time (e.g. 7:00 AM and 5:00 PM), or neither`,
  }),
});
