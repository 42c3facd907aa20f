/** The words of the suggest and report flows (/suggest, and the report page "Wrong or closed?" opens). */

export const suggestCopy = {
  lead: 'Know a shop, brand, group or event that should be listed? Tell the editors here. Your suggestion opens in their own Google Form, and you press its Submit button.',
  chooseList: 'What would you like to add?',
  instagram: 'No form is set up yet: message our Instagram page instead, with the name, the place and a link.',
  instagramAction: 'Message us on Instagram ({instagram})',
  orInstagram: 'You can also message our Instagram page ({instagram}).',
  contactLabel: 'How can we reach you? (optional)',
  contactHint: 'Only the editors see it. Leave it empty if you like.',
  noteLabel: 'Anything else the editors should know? (optional)',
  submit: 'Continue to the form',
  submitHint: 'You will see the editors’ Google Form with your answers filled in. Check them and press Submit there.',
  categoryLabel: 'Category',
  duplicate: (name: string, place: string | null) => `Already listed as ${name}${place ? `, ${place}` : ''}: report a change instead.`,
  reportInstead: 'Report a change',
  offline: 'You are offline. Your answers are kept on this device; the form will be ready to send when the connection is back.',
  offlineNotKept: 'You are offline. Keep this page open: the form will be ready to send when the connection is back.',
  notKept: 'This browser does not keep your answers on this device: send them before you leave this page.',
  askSent: 'Welcome back. Did your suggestion go through on the editors’ form?',
  sentYes: 'Yes, clear my answers',
  sentNo: 'No, keep them',
  chooseCategory: 'Choose a category',
  tooLong: (length: number, limit: number) =>
    `Your answers are too long to send together: the form's address would be ${length.toLocaleString('en-US')} characters, and Google Forms takes at most ${limit.toLocaleString('en-US')} (a letter such as ñ counts as six). Shorten the longest answer, then continue.`,
};

/** What each sheet column is called on the form, and what it asks for. */
export const fieldCopy: Record<string, { label: string; hint?: string }> = {
  name: { label: 'Name' },
  location: { label: 'City or municipality', hint: 'For example: Las Piñas, or Iloilo City.' },
  link: { label: 'Website or social page', hint: 'The full address, starting with https://' },
  logo: { label: 'Link to the logo (optional)', hint: 'An image address, starting with https://' },
  image: { label: 'Link to the poster', hint: 'An image address, starting with https://' },
  start: { label: 'Start date and time', hint: 'Manila time. For example: Dec 7, 2026, or 2026-12-07 06:00.' },
  end: { label: 'End date (optional)', hint: 'For an event of more than one day: its last day.' },
  place: { label: 'City or province', hint: 'Where it starts. For example: Tanay, or Rizal.' },
  details: { label: 'One line about it (optional)' },
  category: { label: 'Category' },
  hours: { label: 'Opening hours (optional)', hint: 'For example: Mo-Sa 09:00-18:00; Su off; PH off (PH: public holidays).' },
  services: { label: 'Services (optional)', hint: 'Any of: repair; parts; rental; second-hand; fitting; wash; delivery.' },
  payment: { label: 'Payment (optional)', hint: 'Any of: cash; gcash; maya; card; bank transfer.' },
  brands: { label: 'Brands it carries (optional)', hint: 'Separated by ;. For example: Giant; Shimano.' },
};

/** What a visitor can suggest, by list (the sheet's file name without .csv), in the order /suggest shows them. */
export const suggestLists: Record<string, string> = {
  shops: 'a bike shop',
  brands: 'a brand',
  'content-creators': 'a content creator',
  'cycling-groups': 'a cycling group',
  'cycling-photographers': 'a cycling photographer',
  'indoor-cycling-studio': 'an indoor cycling studio',
  'bike-repaint': 'a bike repaint service',
  'bike-fitters': 'a bike fitter',
  'bike-skin-service': 'a bike skin service',
  events: 'a cycling event',
};

/** The address of a list's suggest form on this site (ending in a slash, as every page's does). */

/** The words of a listing's report page, which "Wrong or closed?" opens. */
export const reportFormCopy = {
  title: (name: string) => `Report a problem with ${name}`,
  description: (name: string) => `Tell the editors whether ${name} is still correct, or what is wrong: closed, a wrong link or location, a wrong logo.`,
  lead: 'Tell the editors that this listing is still correct, or what is wrong. Your report opens in their own Google Form, and you press its Submit button.',
  listing: (name: string, listLabel: string) => `You are reporting ${name}, listed as ${listLabel}.`,
  reasonLegend: 'Is it still correct, or what is wrong?',
  detailsLabel: 'Details',
  detailsHint: 'The new link (starting with https://), the new city or municipality, or what else is wrong. For “Still correct”, how you know (optional).',
  askSent: 'Welcome back. Did your report go through on the editors’ form?',
};
