import type { DirectorySlug } from '../pipeline/types';

/** The words of each searchable list, from the spec's table. One place; templates read it. */
export interface DirectoryCopy {
  searchPlaceholder: string;
  emptyTitle: string;
  emptyHint: string;
  footer: string | null;
  /** What a tile without a logo shows: a monogram, or the words 'No Logo' (bike skin services). */
  missingLogo: 'monogram' | 'no-logo';
}

const hint = 'Try adjusting your search.';

export const directoryCopy: Record<DirectorySlug, DirectoryCopy> = {
  'content-creators': {
    searchPlaceholder: 'Search content creator',
    emptyTitle: 'No Creators Found',
    emptyHint: hint,
    footer: 'We will add more content creators and cycling influencers soon, stay tuned!',
    missingLogo: 'monogram',
  },
  'cycling-groups': {
    searchPlaceholder: 'Search group name',
    emptyTitle: 'No Groups Found',
    emptyHint: hint,
    footer: 'We will add more groups soon, stay tuned!',
    missingLogo: 'monogram',
  },
  'cycling-photographers': {
    searchPlaceholder: 'Search photographer',
    emptyTitle: 'No Photographers Found',
    emptyHint: hint,
    footer: 'We will add more photographers soon, stay tuned!',
    missingLogo: 'monogram',
  },
  'indoor-cycling-studio': {
    searchPlaceholder: 'Search studio name',
    emptyTitle: 'No Studios Found',
    emptyHint: hint,
    footer: null,
    missingLogo: 'monogram',
  },
  'bike-repaint': {
    searchPlaceholder: 'Search repaint service',
    emptyTitle: 'No Services Found',
    emptyHint: hint,
    footer: null,
    missingLogo: 'monogram',
  },
  'bike-fitters': {
    searchPlaceholder: 'Search bike fitter',
    emptyTitle: 'No Fitters Found',
    emptyHint: hint,
    footer: null,
    missingLogo: 'monogram',
  },
  'bike-skin-service': {
    searchPlaceholder: 'Search bike skin service',
    emptyTitle: 'No Services Found',
    emptyHint: hint,
    footer: null,
    missingLogo: 'no-logo',
  },
};

/** What every list says when its search was read through the editors' words (search-aliases.csv): "Showing results for repair, Iloilo". */
export const searchCopy = {
  showingResultsFor: 'Showing results for ',
} as const;

export const shopsCopy = {
  searchPlaceholder: 'Search shop, city, or what you need: repair, piyesa…',
  cityLabel: 'City',
  allCities: 'All Cities',
  emptyTitle: 'No Shops Found',
  emptyHint: 'Try a shop, a city, or what you need: repair, parts, piyesa, ayos. Or clear the filters.',
  footer: 'We will add more bike shops, stay tuned!',
  visitShop: 'Visit Shop',
  findOnMap: 'Find on Map',
  /** The list's dropdowns by service, payment and open now: each one's name, and its first option (every shop). */
  serviceLabel: 'Service',
  anyService: 'Any service',
  paymentLabel: 'Payment',
  anyPayment: 'Any payment',
  openLabel: 'Open now',
  anyTime: 'Open or closed',
  openNow: 'Open now',
  /** A shop's page when its sheet has no hours for it (or none the check could read); "Wrong or closed?" below it is how a rider sends them. */
  hoursNotKnown: 'Hours not known',
  /** The count line while a search of a list longer than its page waits for the whole list. */
  searchingAll: (total: number) => `Searching all ${total.toLocaleString('en')} shops…`,
} as const;

export const brandsCopy = {
  searchPlaceholder: 'Search brand name',
  emptyTitle: 'No Brands Found',
  emptyHint: 'Try adjusting your search.',
  comingSoonTitle: 'Coming Soon!',
  comingSoonText: 'We will add more products soon in the future, visit us again on our next update.',
} as const;

/**
 * "Near me" on /shops/ (src/components/NearMe): what it says when pressed, found, refused by the
 * visitor, or not available for any other reason (src/lib/near-me.ts): only a refusal says the
 * visitor did not share it.
 */
export const nearMeCopy = {
  button: 'Near me',
  looking: 'Finding the nearest province…',
  chosen: (province: string) => `Showing ${province}, nearest to you.`,
  refused: 'Your location was not shared, so the list is as it was. Pick a city, or a province on the map.',
  unavailable: 'Your location is not available here, so the list is as it was. Pick a city, or a province on the map.',
} as const;
