import { defineRule } from './rule';

export const locationRequired = defineRule({
  id: 'location-required',
  description: "Every shop needs a location: its city, municipality or province, e.g. 'Quezon City' or 'Bohol'.",
  severity: 'error',
  scope: 'cell',
  check: (value) =>
    value === '' ? { found: '', message: `the location is empty; write the shop's city, municipality or province, e.g. 'Quezon City' or 'Bohol'` } : null,
});
