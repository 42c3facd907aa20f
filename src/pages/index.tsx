import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { NextEvents } from '../components/NextEvents/NextEvents';
import { OwnerInvite } from '../components/OwnerInvite/OwnerInvite';
import { PageHeading } from '../components/PageHeading/PageHeading';
import { QuickLinks } from '../components/QuickLinks/QuickLinks';
import { Seo } from '../components/Seo/Seo';
import { Slider, type SlideData } from '../components/Slider/Slider';
import { Stack } from '../components/Stack/Stack';
import { routeInfo } from '../config/routes';
import { homeCopy } from '../content/home';
import { useSiteMetadata } from '../hooks/use-site-metadata';
import { eventSummariesOf, useOrderingDay } from '../lib/event-cards';
import { homeJsonLd, serializeJsonLd } from '../lib/structured-data';

const route = routeInfo('/');

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const site = useSiteMetadata();
  const slides = React.useMemo<SlideData[]>(
    () =>
      data.allSlide.nodes.flatMap((node) => {
        const image = node.image.childImageSharp?.gatsbyImageData;
        if (!image) return [];
        return [{ key: `slide-${node.order}`, alt: node.alt, link: node.link ?? null, fit: node.fit === 'contain' ? 'contain' : 'cover', image }];
      }),
    [data],
  );
  const events = React.useMemo(() => eventSummariesOf(data.allEvent.nodes), [data]);
  const today = useOrderingDay();
  return (
    <Stack>
      {/* The header already shows the name; the page's one heading says what the hub is for. */}
      <PageHeading title={site.tagline} lead={homeCopy.lead} />
      <Slider slides={slides} label={homeCopy.sliderLabel} />
      <NextEvents events={events} today={today} />
      <QuickLinks links={homeCopy.quickLinks} label={homeCopy.quickLinksLabel} />
      <OwnerInvite title={homeCopy.invite.title} text={homeCopy.invite.text} action={homeCopy.invite.action} suggest={{ list: 'shops', text: homeCopy.invite.suggest }} />
    </Stack>
  );
}

export function Head({ location }: HeadProps) {
  const site = useSiteMetadata();
  return (
    <Seo title={route.title} description={route.description} pathname={location.pathname}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(homeJsonLd(site)) }} />
    </Seo>
  );
}

export const query = graphql`
  query HomePage {
    allSlide(sort: { order: ASC }) {
      nodes {
        order
        alt
        link
        fit
        image {
          childImageSharp {
            # The slider is at most 64rem (1024 px) wide; the dominant color backs contained art.
            gatsbyImageData(layout: CONSTRAINED, width: 1024, placeholder: DOMINANT_COLOR)
          }
        }
      }
    }
    # Dated events only, without posters: the next few show as lines under the slider.
    allEvent(sort: { sourceRow: ASC }, filter: { start: { ne: null } }) {
      nodes {
        ...EventSummaryFields
      }
    }
  }
`;
