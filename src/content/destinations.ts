/** The Bike Destinations page (spec section 2, Information pages). */
export const destinationsCopy = {
  lead: 'Bike routes and rides worth the trip.',
  listLabel: 'Bike destinations',
  footer: 'More bike routes are coming soon, stay tuned!',
} as const;
