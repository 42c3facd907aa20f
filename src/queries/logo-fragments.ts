import { graphql } from 'gatsby';

/**
 * The logo sizes the cards show, asked for in one place. A fixed square (AVIF and WebP at
 * 1x and 2x), the whole mark visible on white, so a tile never shifts while its logo loads;
 * its dominant colour holds the place until then. Local and fetched logos alike.
 */
export const logoFragments = graphql`
  fragment ShopCardLogo on File {
    childImageSharp {
      gatsbyImageData(width: 64, height: 64, layout: FIXED, transformOptions: { fit: CONTAIN }, backgroundColor: "#ffffff", placeholder: DOMINANT_COLOR)
    }
  }

  fragment TileLogo on File {
    childImageSharp {
      gatsbyImageData(width: 72, height: 72, layout: FIXED, transformOptions: { fit: CONTAIN }, backgroundColor: "#ffffff", placeholder: DOMINANT_COLOR)
    }
  }

  fragment LargeTileLogo on File {
    childImageSharp {
      gatsbyImageData(width: 120, height: 120, layout: FIXED, transformOptions: { fit: CONTAIN }, backgroundColor: "#ffffff", placeholder: DOMINANT_COLOR)
    }
  }
`;
