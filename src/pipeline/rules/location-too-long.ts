import { defineFinding } from './findings';
export const locationTooLong = defineFinding({
  id: 'location-too-long',
  description: 'A location longer than any Philippine place name with its province (a pasted paragraph, say) is rejected at once.',
  severity: 'error',
  scope: 'row',
});
