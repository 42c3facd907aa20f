import { graphql } from 'gatsby';

/** What an event card shows (the events page). Gatsby collects fragments from every file under src. */
export const eventCardFragment = graphql`
  fragment EventCardFields on Event {
    key
    name
    link
    image {
      childImageSharp {
        gatsbyImageData(layout: CONSTRAINED, width: 400, placeholder: DOMINANT_COLOR)
      }
    }
  }
`;
