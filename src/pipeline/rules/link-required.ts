import { defineFinding } from './findings';

/** Listings and events are their link: without one the card leads nowhere. Shops and brands may leave it empty. */
export const linkRequired = defineFinding({
  id: 'link-required',
  description: 'Directory listings and events need a link (the card is the link); shops and brands may leave it empty.',
  severity: 'error',
  scope: 'cell',
});
