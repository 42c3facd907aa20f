/**
 * The Spider Route page (spec section 2, Information pages; the facts are spec section 9).
 * `{product}` in a sentence is the site's name from siteMetadata.
 */
export const spiderRouteCopy = {
  lead: 'A one-day climbing challenge: uphill rides to Antipolo that draw a spider on your Strava map.',
  map: {
    alt: 'Illustrated map of The Spider Route: twelve climbing legs, numbered 1 to 12, converge on Antipolo at the centre like the legs of a spider. Illustration, not to scale.',
    caption: 'Illustration, not to scale: it shows the idea of the challenge, not the actual roads.',
  },
  paragraphs: [
    'The Spider Route is an annual event by {product}. In a single day, you ride 9 or 12 uphill rides to Antipolo, each climb one leg of a spider.',
    'Put together on Strava, your rides draw a spider-shaped map, and the whole day adds up to 100 km or more in total.',
  ],
  factsHeading: 'The challenge at a glance',
  facts: [
    { term: 'The climbs', detail: '9 or 12 uphill rides to Antipolo, in a single day' },
    { term: 'The distance', detail: '100 km or more in total, drawn as a spider on Strava' },
    { term: 'When', detail: 'November to December; pick any day that suits you' },
    { term: 'The reward', detail: 'Finishers get an award from our yearly sponsors' },
    { term: 'This year', detail: '2025 is the third season' },
  ],
  /** Shown when the events sheet dates this season (a row named "The Spider Route …"). */
  season: { heading: 'This season in your calendar', namePattern: /spider route/i },
  video: {
    heading: 'Watch the rides',
    // The same video search as the home page's first slide (data/slides.json, slide 1).
    // Kept here too because this page must link to the rides even if the slides change.
    href: 'https://www.youtube.com/results?search_query=spider+route+antipolo',
    alt: 'Video thumbnail: a cyclist climbing a winding road up a green hill, with a play button and the words The Spider Route',
    label: 'Watch Spider Route rides on YouTube',
  },
  back: 'All bike destinations',
} as const;
