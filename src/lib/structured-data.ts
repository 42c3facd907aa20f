import type { BikeStore, BreadcrumbList, Graph, ItemList, Organization, WebSite, WithContext } from 'schema-dts';

/**
 * schema.org JSON-LD for search engines, typed with schema-dts so a misspelt
 * property fails the type check. The home page says what the site is (WebSite and
 * Organization); /shops lists its shops (an ItemList of BikeStore).
 */

/** A shop as the list shows it. */
export interface ShopForSchema {
  name: string;
  location: string;
  province: string | null;
  region: string;
  link: string | null;
}

export interface SiteForSchema {
  title: string;
  description: string;
  siteUrl: string;
  instagramUrl: string;
}

export function homeJsonLd(site: SiteForSchema): Graph {
  const organization: Organization = {
    '@type': 'Organization',
    '@id': `${site.siteUrl}/#organization`,
    name: site.title,
    url: site.siteUrl,
    logo: `${site.siteUrl}/icons/icon-512x512.png`,
    sameAs: [site.instagramUrl],
  };
  const website: WebSite = {
    '@type': 'WebSite',
    '@id': `${site.siteUrl}/#website`,
    name: site.title,
    description: site.description,
    url: site.siteUrl,
    inLanguage: 'en',
    publisher: { '@id': `${site.siteUrl}/#organization` },
  };
  return { '@context': 'https://schema.org', '@graph': [website, organization] };
}

function bikeStore(shop: ShopForSchema): BikeStore {
  return {
    '@type': 'BikeStore',
    name: shop.name,
    address: {
      '@type': 'PostalAddress',
      addressLocality: shop.location,
      addressRegion: shop.province ?? shop.region,
      addressCountry: 'PH',
    },
    // The shop's own page (Facebook, Instagram or website) when the data knows it; never a guess.
    ...(shop.link ? { url: shop.link, sameAs: shop.link } : {}),
  };
}

/** The shops of one page of the list, in the order shown; `firstPosition` is 1 on the first page. */
export function shopListJsonLd(shops: readonly ShopForSchema[], pageUrl: string, name: string, firstPosition = 1): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    url: pageUrl,
    numberOfItems: shops.length,
    itemListElement: shops.map((shop, index) => ({
      '@type': 'ListItem',
      position: firstPosition + index,
      item: bikeStore(shop),
    })),
  };
}

/** The trail to a page (Home › Bike Shops › Iloilo), each step with its full address. */
export function breadcrumbJsonLd(steps: readonly { name: string; url: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: step.url })),
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` are written as
 * \u escapes (still the same JSON), so no value (a shop named `</script>` or `<!--`)
 * can end the script or open a comment, and U+2028/2029 cannot break older parsers.
 */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
