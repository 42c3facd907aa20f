import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import type { EventCardData } from '../components/EventCard/EventCard';
import { EventSchedule } from '../components/EventSchedule/EventSchedule';
import { PageHeading } from '../components/PageHeading/PageHeading';
import { Seo } from '../components/Seo/Seo';
import { routeInfo } from '../config/routes';
import { eventsCopy } from '../content/events';
import { useSiteMetadata } from '../hooks/use-site-metadata';
import { EVENTS_FEED_PATH, webcalUrl } from '../config/addresses';
import { eventCardsOf, useOrderingDay } from '../lib/event-cards';
import { listPagesJsonLd, serializeJsonLd } from '../lib/structured-data';
import { listingPath } from '../config/addresses';

const route = routeInfo('/events/');

export default function EventsPage({ data }: PageProps<Queries.EventsPageQuery>) {
  const site = useSiteMetadata();
  const events = React.useMemo<EventCardData[]>(() => eventCardsOf(data.allEvent.nodes), [data]);
  const today = useOrderingDay();
  return (
    <>
      <PageHeading title={route.title} lead={eventsCopy.lead} />
      <EventSchedule events={events} today={today} subscribeUrl={webcalUrl(site.siteUrl, EVENTS_FEED_PATH)} />
    </>
  );
}

export function Head({ location, data }: HeadProps<Queries.EventsPageQuery>) {
  const site = useSiteMetadata();
  // Each event's Event markup is on its own page; the list names those pages.
  const urls = data.allEvent.nodes.map((event) => `${site.siteUrl}${listingPath('events', event.key)}`);
  const structured = urls.length > 0 ? listPagesJsonLd(urls, `${site.siteUrl}/events/`, route.title) : null;
  return (
    <Seo title={route.title} description={route.description} pathname={location.pathname}>
      {structured ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(structured) }} /> : null}
    </Seo>
  );
}

export const query = graphql`
  query EventsPage {
    allEvent(sort: { sourceRow: ASC }) {
      nodes {
        ...EventCardFields
      }
    }
  }
`;
