import type { BikeStore, Event, Graph, ItemList, Organization, WebSite, WithContext } from 'schema-dts';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { placeText } from './event-schedule';

/**
 * schema.org JSON-LD for search engines, typed with schema-dts so a misspelt
 * property fails the type check. The home page says what the site is (WebSite and
 * Organization); /shops lists its shops (an ItemList of BikeStore).
 */

/** A shop as the list shows it. */
export interface ShopForSchema {
  name: string;
  location: string;
  province: string | null;
  region: string;
  link: string | null;
}

export interface SiteForSchema {
  title: string;
  description: string;
  siteUrl: string;
  instagramUrl: string;
}

export function homeJsonLd(site: SiteForSchema): Graph {
  const organization: Organization = {
    '@type': 'Organization',
    '@id': `${site.siteUrl}/#organization`,
    name: site.title,
    url: site.siteUrl,
    logo: `${site.siteUrl}/icons/icon-512x512.png`,
    sameAs: [site.instagramUrl],
  };
  const website: WebSite = {
    '@type': 'WebSite',
    '@id': `${site.siteUrl}/#website`,
    name: site.title,
    description: site.description,
    url: site.siteUrl,
    inLanguage: 'en',
    publisher: { '@id': `${site.siteUrl}/#organization` },
  };
  return { '@context': 'https://schema.org', '@graph': [website, organization] };
}

function bikeStore(shop: ShopForSchema): BikeStore {
  return {
    '@type': 'BikeStore',
    name: shop.name,
    address: {
      '@type': 'PostalAddress',
      addressLocality: shop.location,
      addressRegion: shop.province ?? shop.region,
      addressCountry: 'PH',
    },
    // The shop's own page (Facebook, Instagram or website) when the data knows it; never a guess.
    ...(shop.link ? { url: shop.link, sameAs: shop.link } : {}),
  };
}

/** The shops of one page of the list, in the order shown; `firstPosition` is 1 on the first page. */
export function shopListJsonLd(shops: readonly ShopForSchema[], pageUrl: string, name: string, firstPosition = 1): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    url: pageUrl,
    numberOfItems: shops.length,
    itemListElement: shops.map((shop, index) => ({
      '@type': 'ListItem',
      position: firstPosition + index,
      item: bikeStore(shop),
    })),
  };
}

/** A dated event as the events page shows it. */
export interface EventForSchema {
  name: string;
  link: string;
  start: string | null;
  end: string | null;
  allDay: boolean;
  place: { location: string; province: string | null; region: string } | null;
  details: string | null;
  poster: IGatsbyImageData;
}

/**
 * One schema.org Event: its dates as the sheet gives them (a day, or a Manila time with its
 * offset), the place as a Place with a PostalAddress in PH, held in person as scheduled (the
 * sheet has no column for a cancelled or an online event), its own page and its poster.
 */
export function eventJsonLd(event: EventForSchema & { start: string }, siteUrl: string): Event {
  const poster = event.poster.images.fallback?.src;
  const place = placeText(event.place);
  return {
    '@type': 'Event',
    name: event.name,
    startDate: event.start,
    // A day event without an end is one day long; a time without an end has no end to give.
    ...(event.end ? { endDate: event.end } : event.allDay ? { endDate: event.start } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    ...(event.place && place
      ? {
          location: {
            '@type': 'Place',
            name: place,
            address: {
              '@type': 'PostalAddress',
              addressLocality: event.place.location,
              addressRegion: event.place.province ?? event.place.region,
              addressCountry: 'PH',
            },
          },
        }
      : {}),
    url: event.link,
    ...(poster ? { image: new URL(poster, `${siteUrl}/`).href } : {}),
    ...(event.details ? { description: event.details } : {}),
  };
}

/** The events page's dated events, as one graph; null when none has a date. */
export function eventsJsonLd(events: readonly EventForSchema[], siteUrl: string): Graph | null {
  const dated = events.filter((event): event is EventForSchema & { start: string } => event.start !== null);
  if (dated.length === 0) return null;
  return { '@context': 'https://schema.org', '@graph': dated.map((event) => eventJsonLd(event, siteUrl)) };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` are written as
 * \u escapes (still the same JSON), so no value (a shop named `</script>` or `<!--`)
 * can end the script or open a comment, and U+2028/2029 cannot break older parsers.
 */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
