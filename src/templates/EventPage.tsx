import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { BuiltImage } from '../components/BuiltImage/BuiltImage';
import { CalendarLinks, EventWhenWhere } from '../components/EventCard/EventCard';
import { ListingPage } from '../components/ListingPage/ListingPage';
import { ListingHead } from '../components/ListingPage/listing-head';
import { listingPath } from '../config/addresses';
import { eventsCopy } from '../content/events';
import { eventCardsOf } from '../lib/event-cards';
import { eventJsonLd } from '../lib/event-json-ld';
import { placeText } from '../lib/event-schedule';
import { useSiteMetadata } from '../hooks/use-site-metadata';

/** An event's page (src/gatsby/create-pages.ts): its key. */
export interface EventPageContext {
  key: string;
}

const trailOf = (event: { name: string; key: string }) => [
  { name: 'Home', path: '/' },
  { name: 'Events', path: '/events/' },
  { name: event.name, path: listingPath('events', event.key) },
];

/** An event's page: its poster, date, place and details, its own site, and its calendar links. */
export default function EventPage({ data }: PageProps<Queries.EventPageQuery, EventPageContext>) {
  const [event] = eventCardsOf(data.event ? [data.event] : []);
  if (!event) return null;
  return (
    <ListingPage trail={trailOf(event)} name={event.name} facts={[]} links={[{ text: eventsCopy.eventSite, href: event.link }]}>
      <BuiltImage image={event.poster} alt={`${event.name} poster`} />
      {event.start || event.place ? <EventWhenWhere event={event} isToday={false} /> : null}
      {event.details ? <p>{event.details}</p> : null}
      <CalendarLinks event={event} />
    </ListingPage>
  );
}

export function Head({ data, location }: HeadProps<Queries.EventPageQuery, EventPageContext>) {
  const site = useSiteMetadata();
  const [event] = eventCardsOf(data.event ? [data.event] : []);
  if (!event) return null;
  const place = placeText(event.place);
  const start = event.start;
  return (
    <ListingHead
      title={place ? `${event.name} – cycling event in ${place}` : `${event.name} – cycling event`}
      description={`${event.name}: a cycling event in the Philippines${place ? `, in ${place}` : ''}. Its date, its site and calendar links on Padyak Hub.`}
      pathname={location.pathname}
      trail={trailOf(event)}
      entity={start ? () => ({ '@context': 'https://schema.org', ...eventJsonLd({ ...event, start }, site.siteUrl) }) : null}
    />
  );
}

export const query = graphql`
  query EventPage($key: String!) {
    event(key: { eq: $key }) {
      ...EventCardFields
    }
  }
`;
