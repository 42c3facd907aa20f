import { graphql } from 'gatsby';

/** A listing's logo on its own page: larger than on a card (120 px), the whole mark visible on white. */
export const listingPageFragments = graphql`
  fragment ListingPageLogo on File {
    childImageSharp {
      gatsbyImageData(width: 120, height: 120, layout: FIXED, transformOptions: { fit: CONTAIN }, backgroundColor: "#ffffff", placeholder: DOMINANT_COLOR)
    }
  }
`;
