import { defineFinding } from './findings';
export const locationReadAs = defineFinding({
  id: 'location-read-as',
  description: "A location is read as the official place it names ('QC' → 'Quezon City'), with its province and region.",
  severity: 'fixed',
  scope: 'row',
});
