import type { Event } from 'schema-dts';
import type { EventCardData } from './event-cards';
import { placeText } from './event-schedule';

/**
 * schema.org Event JSON-LD for an event's own page, typed with schema-dts. Apart from structured-data.ts,
 * which every directory page imports: the event code stays out of their bundles.
 */

/** An event as the events page shows it (its key is the site's, not schema.org's). */
export type EventForSchema = Omit<EventCardData, 'key'>;

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
