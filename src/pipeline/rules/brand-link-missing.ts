import { defineRule } from './rule';

export const brandLinkMissing = defineRule({
  id: 'brand-link-missing',
  description: "A brand without a link is listed, but its tile is not clickable; add the brand's own page when it is known.",
  severity: 'review',
  scope: 'row',
  // A brand whose page is not known is still a real brand: listed without a link, for review.
  check: ({ name, link }: { name: string; link: string | null }) =>
    link === null ? { found: '', sentence: `'${name}' has no link, so its tile is not clickable; add the address of the brand's own page when it is known` } : null,
});
