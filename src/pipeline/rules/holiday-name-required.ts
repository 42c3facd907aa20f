import { defineRule } from './rule';

export const holidayNameRequired = defineRule({
  id: 'holiday-name-required',
  description: "A proclaimed holiday needs its name, which a closed shop's label shows ('Closed today (Rizal Day)'): a row without one is left out.",
  appliesTo: ['holidays.csv'],
  column: ['name'],
  severity: 'error',
  scope: 'cell',
  check: (value: string) =>
    value.trim() === '' ? { found: value, sentence: "the holiday's name is empty; write it as the proclamation does (e.g. 'Christmas Eve'), or delete the row" } : null,
});
