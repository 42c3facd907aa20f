/**
 * The information pages (spec section 2, 'Information pages'). Links marked
 * `search` go to a search on the named site rather than a guessed address: the
 * specific post and group are not known to us.
 */
export interface InfoAction {
  label: string;
  href: string; // absolute: external, in a new tab; starting with '/': a page of this site
}

export interface InfoPageContent {
  intro: string;
  paragraphs: string[];
  points?: { heading: string; items: string[] };
  actions: InfoAction[];
}

export const INSTAGRAM = 'instagram';

export const infoPages: Record<string, InfoPageContent> = {
  'bike-delivery': {
    intro: 'Need a bike moved across the city or to another island?',
    paragraphs: [
      'Bike delivery services in the Philippines pick up a bicycle and bring it to your door, to an event venue or to a shop for repair.',
      'Ask the shop or the courier how the bike will be packed, how long it takes, and what happens if it is damaged on the way.',
    ],
    actions: [{ label: 'Learn More on Facebook', href: 'https://www.facebook.com/search/posts/?q=bike%20delivery%20philippines' }],
  },
  'bike-for-rent': {
    intro: 'For tourists, balikbayans and event participants joining a duathlon or triathlon.',
    paragraphs: [
      'Road bikes in several sizes and mountain bikes (MTB) are available.',
      'To rent a bike, message our Instagram page. Before you ride you will sign a waiver form and send valid IDs.',
    ],
    points: {
      heading: 'How to rent',
      items: ['Message our Instagram page with your dates and your height', 'Sign the waiver form', 'Send valid IDs'],
    },
    actions: [{ label: 'Message us on Instagram', href: INSTAGRAM }],
  },
  'free-bike-parts': {
    intro: 'Receive or donate second-hand bike parts.',
    paragraphs: [
      'Free Bike Parts PH is for cyclists who have parts, jerseys, kids\u2019 bikes or old bicycles they no longer use, and for those who need them.',
      'Give what you can, take what you need, and keep good bikes on the road.',
    ],
    actions: [{ label: 'Join Facebook Group', href: 'https://www.facebook.com/search/groups/?q=free%20bike%20parts%20ph' }],
  },
  'bike-box-rental': {
    intro: 'Flying with your bike?',
    paragraphs: [
      'Many bike shops rent out bike boxes and travel cases for trips. Message a bike shop on its social media account to ask about renting a bike box for your travel.',
    ],
    actions: [{ label: 'Find a bike shop', href: '/shops/' }],
  },
  'bike-wash-service': {
    intro: 'Keep your bike clean and running smoothly.',
    paragraphs: [
      'Bike wash services come to your home, or you can drop off your bike at the shop\u2019s location.',
      'Message the shop on its social media account to book a wash.',
    ],
    actions: [{ label: 'Find a bike shop', href: '/shops/' }],
  },
};
