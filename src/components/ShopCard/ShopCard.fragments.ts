import { graphql } from 'gatsby';

/**
 * What a shop card shows, for every page query that lists shops (the shops pages and the saved
 * list). Gatsby collects fragments from every file under src; nothing imports this one.
 *
 * The logo: a fixed square (AVIF and WebP at 1x and 2x), the whole mark visible on white, so a
 * card never shifts while its logo loads; its dominant colour holds the place until then.
 * Local and fetched logos alike.
 */
export const shopCardFragments = graphql`
  fragment ShopCardFields on Shop {
    key
    name
    location
    province
    region
    link
    source
    status
    checked
    weeklyHours {
      days
      holidaysOff
    }
    services
    payment
    logo {
      ...ShopCardLogo
    }
  }

  fragment ShopCardLogo on File {
    childImageSharp {
      gatsbyImageData(width: 64, height: 64, layout: FIXED, transformOptions: { fit: CONTAIN }, backgroundColor: "#ffffff", placeholder: DOMINANT_COLOR)
    }
  }
`;
