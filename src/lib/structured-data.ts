import type { BikeStore, Brand, BreadcrumbList, DayOfWeek, Graph, ItemList, OpeningHoursSpecification, Organization, WebSite, WithContext } from 'schema-dts';
import type { WeeklyHours } from './weekly-hours';

/**
 * schema.org JSON-LD for search engines, typed with schema-dts so a misspelt
 * property fails the type check. The home page says what the site is (WebSite and
 * Organization); a list page lists its listings' pages (an ItemList of their addresses, as
 * Google's carousel format has it); each listing's own page says what it is (BikeStore for a shop,
 * Brand for a brand, Organization for a community listing), with only the fields the data has.
 */

/** A shop as the list shows it. */
export interface ShopForSchema {
  name: string;
  location: string;
  province: string | null;
  region: string;
  link: string | null;
  /** Its week, when known; and the payment methods in a visitor's words ('Cash', 'GCash'). */
  hours?: WeeklyHours | null;
  payment?: readonly string[];
}

const SCHEMA_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** A minute of the day as schema.org's Time ('09:00'); a range to midnight closes at '23:59', as Google reads it. */
const schemaTime = (minutes: number) => (minutes >= 1440 ? '23:59' : `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);

/** The week as schema.org says it: one specification per time range, with every day that keeps it. Days with no range are closed. */
export function openingHoursSpecification(hours: WeeklyHours): OpeningHoursSpecification[] {
  const byRange = new Map<string, { opens: number; closes: number; days: DayOfWeek[] }>();
  hours.days.forEach((ranges, day) => {
    for (let at = 0; at < ranges.length; at += 2) {
      const key = `${ranges[at]}-${ranges[at + 1]}`;
      const entry = byRange.get(key) ?? { opens: ranges[at]!, closes: ranges[at + 1]!, days: [] };
      entry.days.push(`https://schema.org/${SCHEMA_DAYS[day]!}` as DayOfWeek);
      byRange.set(key, entry);
    }
  });
  return [...byRange.values()].map((entry) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: entry.days,
    opens: schemaTime(entry.opens),
    closes: schemaTime(entry.closes),
  }));
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

/**
 * The hosts of social pages: a listing's link there is one of its profiles (`sameAs`); any other
 * link is its own site (`url`).
 */
const SOCIAL_HOSTS = /(^|\.)(facebook\.com|fb\.com|instagram\.com|tiktok\.com|youtube\.com|youtu\.be|x\.com|twitter\.com|threads\.net|strava\.com)$/i;

/** `url` for a listing's own site, `sameAs` for a social page; nothing without a link. */
function linkFields(link: string | null): { url?: string; sameAs?: string } {
  if (!link) return {};
  let host = '';
  try {
    host = new URL(link).hostname;
  } catch {
    return {};
  }
  return SOCIAL_HOSTS.test(host) ? { sameAs: link } : { url: link };
}

/** A shop on its own page: a BikeStore at its place, named by its page's address. */
export function shopJsonLd(shop: ShopForSchema, pageUrl: string): WithContext<BikeStore> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BikeStore',
    '@id': `${pageUrl}#shop`,
    name: shop.name,
    address: {
      '@type': 'PostalAddress',
      addressLocality: shop.location,
      addressRegion: shop.province ?? shop.region,
      addressCountry: 'PH',
    },
    ...linkFields(shop.link),
    ...(shop.hours ? { openingHoursSpecification: openingHoursSpecification(shop.hours) } : {}),
    ...(shop.payment?.length ? { paymentAccepted: shop.payment.join(', ') } : {}),
  };
}

/** A brand on its own page, with its logo's address on the site when it has one. */
export function brandJsonLd(brand: { name: string; link: string | null; logo: string | null }, pageUrl: string): WithContext<Brand> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Brand',
    '@id': `${pageUrl}#brand`,
    name: brand.name,
    ...linkFields(brand.link),
    ...(brand.logo ? { logo: brand.logo } : {}),
  };
}

/**
 * A community listing (a group, a studio, a creator's channel) on its own page. Organization for
 * all: the sheets have no column that says a creator is one person, and the site does not guess.
 */
export function organizationJsonLd(listing: { name: string; link: string | null; logo: string | null }, pageUrl: string): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${pageUrl}#organization`,
    name: listing.name,
    ...linkFields(listing.link),
    ...(listing.logo ? { logo: listing.logo } : {}),
  };
}

/** A list page's listings, in the order shown, as the addresses of their own pages; `firstPosition` is 1 on the first page. */
export function listPagesJsonLd(urls: readonly string[], pageUrl: string, name: string, firstPosition = 1): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    url: pageUrl,
    numberOfItems: urls.length,
    itemListElement: urls.map((url, index) => ({ '@type': 'ListItem', position: firstPosition + index, url })),
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
