import { defineFinding } from './findings';
export const locationAmbiguous = defineFinding({
  id: 'location-ambiguous',
  description: "A location names several places (San Jose…); add the province, e.g. 'San Jose, Nueva Ecija'.",
  severity: 'review',
  scope: 'row',
});
