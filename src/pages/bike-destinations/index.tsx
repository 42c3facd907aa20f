import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { CardGrid } from '../../components/CardGrid/CardGrid';
import { DestinationCard, type DestinationCardData } from '../../components/DestinationCard/DestinationCard';
import { PageHeading } from '../../components/PageHeading/PageHeading';
import { Seo } from '../../components/Seo/Seo';
import { Stack } from '../../components/Stack/Stack';
import { routeInfo } from '../../config/routes';
import { destinationsCopy } from '../../content/destinations';
import * as templateStyles from '../../templates/templates.css';

const route = routeInfo('/bike-destinations/');
const columns = { base: 1, md: 2, lg: 3 };

export default function BikeDestinationsPage({ data }: PageProps<Queries.BikeDestinationsPageQuery>) {
  const destinations = React.useMemo<DestinationCardData[]>(
    () =>
      data.allDestination.nodes.flatMap((node) => {
        const thumbnail = node.thumbnail.childImageSharp?.gatsbyImageData;
        return thumbnail ? [{ key: node.key, name: node.name, path: node.path, thumbnail }] : [];
      }),
    [data],
  );
  return (
    <Stack>
      <PageHeading title={route.title} lead={destinationsCopy.lead} />
      <CardGrid
        items={destinations}
        columns={columns}
        keyOf={(destination) => destination.key}
        renderItem={(destination) => <DestinationCard destination={destination} />}
        label={destinationsCopy.listLabel}
      />
      <p className={templateStyles.invite}>{destinationsCopy.footer}</p>
    </Stack>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title={route.title} description={route.description} pathname={location.pathname} />;
}

export const query = graphql`
  query BikeDestinationsPage {
    allDestination(sort: { sourceRow: ASC }) {
      nodes {
        ...DestinationCardFields
      }
    }
  }
`;
