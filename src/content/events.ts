/** The Events page (spec section 2, Events). */
export const eventsCopy = {
  lead: 'Click on any event to learn more',
  listLabel: 'Cycling events',
} as const;
