import { defineRule } from './rule';

/** Listings and events are their link: without one the card leads nowhere. Shops and brands may leave it empty. */
export const linkRequired = defineRule({
  id: 'link-required',
  description: 'Directory listings and events need a link (the card is the link); shops and brands may leave it empty.',
  severity: 'error',
  scope: 'cell',
  check: (value, { what }) =>
    value.trim() === '' ? { found: '', message: `the link is empty; paste the full address of the ${what}'s page, starting with https://` } : null,
});
