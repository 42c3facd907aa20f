import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { PageHeading } from '../../components/PageHeading/PageHeading';
import { Seo } from '../../components/Seo/Seo';
import { SpiderRoute } from '../../components/SpiderRoute/SpiderRoute';
import { routeInfo } from '../../config/routes';
import { spiderRouteCopy } from '../../content/spider-route';
import { useSiteMetadata } from '../../hooks/use-site-metadata';
import { eventSummariesOf, useOrderingDay } from '../../lib/event-cards';
import { seasonEvent } from '../../lib/event-schedule';

const route = routeInfo('/bike-destinations/spider-route/');

export default function SpiderRoutePage({ data }: PageProps<Queries.SpiderRoutePageQuery>) {
  const site = useSiteMetadata();
  const today = useOrderingDay();
  const season = React.useMemo(() => seasonEvent(eventSummariesOf(data.allEvent.nodes), spiderRouteCopy.season.namePattern, today), [data, today]);
  return (
    <>
      <PageHeading title={route.title} lead={spiderRouteCopy.lead} />
      <SpiderRoute
        product={site.title}
        map={data.map?.childImageSharp?.gatsbyImageData ?? null}
        videoThumbnail={data.video?.childImageSharp?.gatsbyImageData ?? null}
        season={season}
      />
    </>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title={route.title} description={route.description} pathname={location.pathname} />;
}

export const query = graphql`
  query SpiderRoutePage {
    # The events sheet's dated rows; the page picks this season's Spider Route, if the sheet has it.
    allEvent(sort: { sourceRow: ASC }, filter: { start: { ne: null } }) {
      nodes {
        ...EventSummaryFields
      }
    }
    map: file(sourceInstanceName: { eq: "images" }, relativePath: { eq: "destinations/spider-route-map.png" }) {
      childImageSharp {
        gatsbyImageData(layout: CONSTRAINED, width: 1024, placeholder: DOMINANT_COLOR)
      }
    }
    video: file(sourceInstanceName: { eq: "images" }, relativePath: { eq: "destinations/spider-route-video.png" }) {
      childImageSharp {
        gatsbyImageData(layout: CONSTRAINED, width: 640, placeholder: DOMINANT_COLOR)
      }
    }
  }
`;
