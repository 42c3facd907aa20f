/**
 * The About page (spec section 2, About Us): an independent initiative, not funded,
 * made out of passion for cycling; unlisted shops or brands message the Instagram
 * page; promotion requests and suggestions are welcome. `{product}` is the site's name.
 * A paragraph is a list of pieces; `{ instagram: true }` is our Instagram page,
 * written as its handle and linked from siteMetadata; `{ credit: 'openStreetMap' }` is the
 * OpenStreetMap credit with its link to the licence, `{ credit: 'boundaries' }` the province map's, `{ credit: 'holidays' }` the public holidays'.
 */
export type AboutPiece = string | { instagram: true } | { credit: 'openStreetMap' | 'boundaries' | 'holidays' };

export const aboutCopy = {
  lead: 'An independent initiative, not funded, made out of passion for cycling.',
  paragraphs: [
    [
      '{product} is here so that every cyclist in the Philippines, from first-time commuters to weekend climbers, can find a bike shop, a brand, a riding group or a new route without asking around for days.',
    ],
    ['It is an independent initiative. It is not funded by anyone: it is made out of passion for cycling, by riders, for riders.'],
    ['Is your bike shop or brand not listed yet? Send a message to our Instagram page, ', { instagram: true }, ', and tell us where riders can find you.'],
    [
      'Promotion requests are welcome too, and so are suggestions: a missing event, a route worth riding, or anything that would make this hub more useful. Message us on Instagram any time.',
    ],
    [
      'Some bike shops may come from OpenStreetMap, the free map of the world that volunteers build. An editor checks each one before it is listed, and its card gives the credit the map’s licence asks for: ',
      { credit: 'openStreetMap' },
      '.',
    ],
    [
      'The map of shops by province is drawn when the site is built, from official boundaries kept with the site, so it needs no map server and works offline. ',
      { credit: 'boundaries' },
      '.',
    ],
    [
      'Whether a shop is open now is worked out on your phone, in Manila time, from the hours its editors keep and the Philippine public holidays, including the days the government proclaims. ',
      { credit: 'holidays' },
      '.',
    ],
    ['Ingat sa daan, and see you on the road!'],
  ] satisfies AboutPiece[][],
  action: 'Message us on Instagram',
  suggestAction: 'Suggest a listing',
  /** Editors who keep a list check their sheet on /editors before sending it. */
  editorsInvite: {
    before: 'Do you keep one of the lists? ',
    link: 'Check your sheet in the browser',
    after: ' before you send it: the same rules as the site’s build, and a fixed copy to download.',
  },
  dataInvite: {
    before: 'The directory is open data: ',
    link: 'Download the data',
    after: ', every list as CSV and JSON, to map, analyse or build on.',
  },
} as const;

/**
 * The Philippine public holidays the open-now labels use (here, not in attribution.ts, which every
 * shop card carries: only /about shows it) (src/lib/node/ph-holidays.ts): date-holidays'
 * data, whose README puts it under CC BY-SA 3.0 (its package says CC BY 3.0), which asks for the credit.
 */
export const holidaysCredit = {
  text: 'Holidays: date-holidays by commenthol (data CC BY-SA 3.0)',
  href: 'https://github.com/commenthol/date-holidays',
} as const;
