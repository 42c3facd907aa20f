import { defineFinding } from './findings';
export const locationRequired = defineFinding({
  id: 'location-required',
  description: "Every shop needs a location: its city, municipality or province, e.g. 'Quezon City' or 'Bohol'.",
  severity: 'error',
  scope: 'cell',
});
