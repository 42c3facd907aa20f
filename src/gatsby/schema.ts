import type { GatsbyNode } from 'gatsby';

/** The shops: each shop, a logo found for one, and the places shops are in. */
const SHOP_TYPES = `
    type Shop implements Node @dontInfer {
      key: String!
      name: String!
      slug: String!
      location: String!
      city: String
      province: String
      region: String!
      link: String
      logo: File @link(by: "absolutePath")
      "Where the listing was found (shops.csv's source column); OpenStreetMap data is credited on the card."
      source: String
      sourceRow: Int!
      "Its place in the A to Z order of shop names (the site's collator, ranked at build time)."
      nameOrder: Int!
      "Empty cell: 'open'; or 'temporarily closed'. A closed listing is a ClosedListing instead: it is in no list."
      status: String!
      "The month an editor last confirmed it ('2026-11'); null: never."
      checked: String
      "The hours as the site prints them, in OpenStreetMap's syntax ('Mo-Sa 09:00-18:00; Su off; PH off'); null: not known."
      hours: String
      "The same hours as weekly intervals, which the visitor's phone reads for 'Open now'; null: not known."
      weeklyHours: ShopWeeklyHours
      "What it does: keys of SERVICES (src/pipeline/entities/shop-vocabularies.ts), in that order."
      services: [String!]!
      "How to pay: keys of PAYMENTS, in that order."
      payment: [String!]!
      "The brands it carries, as brands.csv spells them."
      brands: [String!]!
    }

    "A week of opening hours in Manila time: 7 days, Monday first, each a flat list of [open, close) minutes since midnight; [] closed."
    type ShopWeeklyHours @dontInfer {
      days: [[Int!]!]!
      "The hours say 'PH off': closed on every Holiday."
      holidaysOff: Boolean!
    }

    "A Philippine public holiday (a Manila date, 'YYYY-MM-DD'), from the build day for 13 months: date-holidays' and data/holidays.csv's."
    type Holiday implements Node @dontInfer {
      date: String!
      name: String!
    }

    "A word riders type in a list's search and what it stands for (data/search-aliases.csv), the word as the editors wrote it. kind: 'list', 'service', 'payment', 'place' or 'skip'. means: for a list 'all', 'shops', a directory's slug or 'brands/<category slug>'; a key of SERVICES or PAYMENTS; a city, municipality or province as a shop's location writes it; empty for a word to skip."
    type SearchAlias implements Node @dontInfer {
      word: String!
      kind: String!
      means: String!
    }

    "A logo the weekly run found for a row whose logo cell is empty (cache/found-logos.json), as the site shows it; key is <sheet file>|<link>."
    type FoundLogo implements Node @dontInfer {
      key: String!
      name: String!
      logo: File! @link(by: "absolutePath")
    }

    "A place some shop is in, for the city filter; nameOrder is its A to Z place; province groups it in the filter (Metro Manila for its cities)."
    type ShopPlace implements Node @dontInfer {
      name: String!
      nameOrder: Int!
      province: String!
      "Its province's place in the A to Z order of the shops' provinces, so the grouped dropdown needs no collator in the browser."
      provinceOrder: Int!
    }
`;

/** The shop map: its provinces, places, insets and cities. */
const SHOP_MAP_TYPES = `
    "The map of shops by province, drawn at build time (src/gatsby/province-map.ts): SVG path data, no geometry for the browser."
    type ShopMap implements Node @dontInfer {
      width: Int!
      height: Int!
      land: String!
      provinces: [ShopMapProvince!]!
      inset: ShopMapInset!
    }

    "A province with shops (or Metro Manila): its page's slug, its shading class, its outline, its centroid, and its places (shops' locations) with their counts."
    type ShopMapProvince @dontInfer {
      name: String!
      slug: String!
      count: Int!
      shade: Int!
      d: String!
      lon: Float
      lat: Float
      places: [ShopMapPlace!]!
    }

    type ShopMapPlace @dontInfer {
      name: String!
      count: Int!
    }

    "Metro Manila by city, in a box of the map."
    type ShopMapInset @dontInfer {
      x: Int!
      y: Int!
      width: Int!
      height: Int!
      land: String!
      cities: [ShopMapCity!]!
    }

    type ShopMapCity @dontInfer {
      name: String!
      count: Int!
      shade: Int!
      d: String!
    }
`;

/** The brands and their categories. */
const BRAND_TYPES = `
    type BrandCategory implements Node @dontInfer {
      slug: String!
      name: String!
      icon: String!
      color: String!
      description: String!
      order: Int!
      comingSoon: Boolean!
    }

    type Brand implements Node @dontInfer {
      key: String!
      name: String!
      slug: String!
      categorySlug: String!
      category: BrandCategory! @link(by: "slug", from: "categorySlug")
      link: String
      logo: File @link(by: "absolutePath")
      sourceRow: Int!
      nameOrder: Int!
      "Empty cell: 'open'; or 'temporarily closed'. A closed listing is a ClosedListing instead: it is in no list."
      status: String!
      "The month an editor last confirmed it ('2026-11'); null: never."
      checked: String
    }
`;

/** The community lists, the events with their places, and the destinations. */
const LISTING_TYPES = `
    type Listing implements Node @dontInfer {
      key: String!
      directory: String!
      name: String!
      slug: String!
      link: String!
      logo: File @link(by: "absolutePath")
      sourceRow: Int!
      nameOrder: Int!
      "Empty cell: 'open'; or 'temporarily closed'. A closed listing is a ClosedListing instead: it is in no list."
      status: String!
      "The month an editor last confirmed it ('2026-11'); null: never."
      checked: String
    }

    "A listing whose status is 'closed': out of every list, count, map and search; only its own page stays, saying so."
    type ClosedListing implements Node @dontInfer {
      "The list it was in: 'shops', 'brands' or a community list ('cycling-groups')."
      list: String!
      key: String!
      name: String!
      "Where it was: a shop's place ('Iloilo City, Iloilo'), a brand's category name; null for the others."
      place: String
      categorySlug: String
      checked: String
    }

    type Event implements Node @dontInfer {
      key: String!
      name: String!
      image: File! @link(by: "absolutePath")
      link: String!
      "A day ('2026-12-07') or a Manila time ('2026-12-07T07:00:00+08:00'); null: 'Date to be announced'."
      start: String
      "The last day (inclusive) or the end time, in the form of start; null when the sheet gives none."
      end: String
      "True when start and end are days without a time."
      allDay: Boolean!
      place: EventPlace
      details: String
      sourceRow: Int!
    }

    "Where an event is, read against the place table like a shop's location."
    type EventPlace @dontInfer {
      location: String!
      city: String
      province: String
      region: String!
    }

    type Destination implements Node @dontInfer {
      key: String!
      name: String!
      thumbnail: File! @link(by: "absolutePath")
      path: String!
      sourceRow: Int!
    }
`;

/** The site's own: the editors' forms and the home page's slides. */
const SITE_TYPES = `
    "The editors' Google Forms (data/forms.json) as one JSON text; no node when the file is absent."
    type SuggestForms implements Node @dontInfer {
      setup: String!
    }

    "A file of /data/ (src/pipeline/open-data): a list as CSV or JSON, or datapackage.json; its text is written by src/gatsby/open-data.ts."
    type OpenDataFile implements Node @dontInfer {
      file: String!
      "The list it holds; null for the descriptor."
      list: String
      title: String!
      format: String!
      "Its rows; null for the descriptor."
      rows: Int
      bytes: Int!
      "The licence's short name ('CC0 1.0', 'ODbL 1.0'), its title and its terms."
      licence: String!
      licenceTitle: String!
      licencePath: String!
      "Its place on the /data page: the descriptor's order."
      order: Int!
      "When the files were made (the build's time, ISO 8601): the date of the data."
      created: String!
    }

    type Slide implements Node @dontInfer {
      order: Int!
      image: File! @link(by: "absolutePath")
      link: String
      fit: String!
      alt: String!
    }
  `;

/**
 * Every node type the pipeline sources, declared up front with non-null fields,
 * so queries are typed by graphqlTypegen and never depend on inference.
 * A logo or picture links to its File node (gatsby-plugin-image): a file under the data
 * folder, or the fetched copy of a remote address (cache/images/). There is no field for
 * a remote address: the site never hotlinks.
 */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes([SHOP_TYPES, SHOP_MAP_TYPES, BRAND_TYPES, LISTING_TYPES, SITE_TYPES].join(''));
};
