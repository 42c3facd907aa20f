import { graphql } from 'gatsby';

/** What a destination card shows (the bike destinations page). Gatsby collects fragments from every file under src. */
export const destinationCardFragment = graphql`
  fragment DestinationCardFields on Destination {
    key
    name
    path
    thumbnail {
      childImageSharp {
        gatsbyImageData(layout: CONSTRAINED, width: 480, placeholder: DOMINANT_COLOR)
      }
    }
  }
`;
