import { graphql } from 'gatsby';

/**
 * What a tile shows, for brands and for the other directories' listings (their pages and the
 * saved list). Gatsby collects fragments from every file under src; nothing imports this one.
 *
 * The logos: a fixed square (AVIF and WebP at 1x and 2x), the whole mark visible on white, so a
 * tile never shifts while its logo loads; its dominant colour holds the place until then. Local
 * and fetched logos alike. The large size is for the brand screens' large tiles.
 */
export const listingTileFragments = graphql`
  fragment BrandTileFields on Brand {
    key
    name
    link
    status
    checked
    logo {
      ...TileLogo
    }
  }

  fragment ListingTileFields on Listing {
    key
    name
    link
    directory
    status
    checked
    logo {
      ...TileLogo
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
