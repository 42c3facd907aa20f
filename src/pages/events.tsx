import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { CardGrid } from '../components/CardGrid/CardGrid';
import { EventCard, type EventCardData } from '../components/EventCard/EventCard';
import { PageHeading } from '../components/PageHeading/PageHeading';
import { Seo } from '../components/Seo/Seo';
import { routeInfo } from '../config/routes';
import { eventsCopy } from '../content/events';

const route = routeInfo('/events');
const columns = { base: 2, md: 3, lg: 4 };

export default function EventsPage({ data }: PageProps<Queries.EventsPageQuery>) {
  const events = React.useMemo<EventCardData[]>(
    () =>
      data.allEvent.nodes.flatMap((node) => {
        const poster = node.image.childImageSharp?.gatsbyImageData;
        return poster ? [{ key: node.key, name: node.name, link: node.link, poster }] : [];
      }),
    [data],
  );
  return (
    <>
      <PageHeading title={route.title} lead={eventsCopy.lead} />
      <CardGrid items={events} columns={columns} keyOf={(event) => event.key} renderItem={(event) => <EventCard event={event} />} label={eventsCopy.listLabel} />
    </>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title={route.title} description={route.description} pathname={location.pathname} />;
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
