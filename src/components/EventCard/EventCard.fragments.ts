import { graphql } from 'gatsby';

/** What an event card shows (the events page). Gatsby collects fragments from every file under src. */
export const eventCardFragment = graphql`
  fragment EventCardFields on Event {
    key
    name
    link
    start
    end
    allDay
    place {
      location
      province
      region
    }
    details
    image {
      childImageSharp {
        gatsbyImageData(layout: CONSTRAINED, width: 400, placeholder: DOMINANT_COLOR)
      }
    }
  }
`;

/** An event's date, place and calendar details, without its poster (the home page, the Spider Route). */
export const eventSummaryFragment = graphql`
  fragment EventSummaryFields on Event {
    key
    name
    link
    start
    end
    allDay
    place {
      location
      province
      region
    }
    details
  }
`;
