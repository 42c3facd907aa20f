/**
 * Every address the site builds: its own pages and files (a list's pages, a province's, a brand
 * category's, the suggest and report forms, the calendar files, the shop index, the offline copies)
 * and the links it prefills elsewhere (Google Forms, a map search). One module, small and free of
 * the app, so any page, the build, the service worker and the commands name an address the same way.
 *
 * Every page's address ends in a slash (`/shops/`): the build writes `shops/index.html`, and the
 * host serves a folder's page at `/shops/` and answers `/shops` with a redirect to it
 * (docs/decisions.md, "Addresses end in a slash"). Gatsby's <Link> writes them so
 * (`trailingSlash: 'always'` in gatsby-config.ts); pageAddress does it for the addresses the site
 * writes itself (plain links, canonical links, structured data).
 */
import type { FormSetup } from '../pipeline/entities/form-address';

/**
 * The address of a page of the site as links name it: '/shops' → '/shops/', '/shops/?q=a' and
 * '/shops?q=a' → '/shops/?q=a'. A file ('/events.ics', '/shops/index.json', '/404.html') and an
 * address that already ends in a slash are left as they are.
 */
export function pageAddress(address: string): string {
  const cut = address.search(/[?#]/);
  const path = cut < 0 ? address : address.slice(0, cut);
  const rest = cut < 0 ? '' : address.slice(cut);
  if (path.endsWith('/') || /\.[A-Za-z0-9]+$/.test(path.slice(path.lastIndexOf('/')))) return address;
  return `${path}/${rest}`;
}

// ---- The shop list, a province's list, a brand category

/** Page 1 is /shops/ itself; a long list goes on at /shops/page/2/ and so on (src/lib/shop-pages.ts). */
export function shopPagePath(page: number): string {
  return page <= 1 ? '/shops/' : `/shops/page/${page}/`;
}

/** The compact index of every shop, fetched the first time a search, a city or a reversed sort needs it. */
export const SHOP_INDEX_PATH = '/shops/index.json';

/** A province's page; page 2 and on of a long one (like /shops/page/2/). */
export function provincePagePath(slug: string, page = 1): string {
  return page <= 1 ? `/shops/in/${slug}/` : `/shops/in/${slug}/page/${page}/`;
}

/** A brand category's page ('/brands/bikes/'), one for each category of data/brand-categories.json. */
export function brandCategoryPath(slug: string): string {
  return `/brands/${slug}/`;
}

// ---- A listing's own page

/**
 * A listing's page, from its key alone (docs/decisions.md, "A listing's address"): a shop's key
 * (`<name>-<place>`, which always holds a hyphen) under /shops/, beside the list's own folders
 * `in/` and `page/` (no hyphen, so no key is one); a brand's under its category (a brand key
 * `<category>-<name>` beside the category pages could be another category's slug); an event's
 * (`<name>-<year>`) under /events/, beside its calendar file; a community listing's under its
 * list, except a name whose slug is one of the list's own folders.
 */
export function listingPath(list: string, key: string, { category }: { category?: string } = {}): string {
  if (list === 'brands' && category) return `/brands/${category}/${key.slice(category.length + 1)}/`;
  if (list === 'shops' || list === 'events') return `/${list}/${key}/`;
  // A community listing's key is `<list>-<name>`: the page is its name under the list.
  const name = key.startsWith(`${list}-`) ? key.slice(list.length + 1) : key;
  return `/${list}/${LIST_FOLDERS.has(name) ? `${name}-listing` : name}/`;
}

/** The folders a list's own pages use (a long list's /page/2/, a province's /in/): no listing page takes one of these names. */
const LIST_FOLDERS = new Set(['page', 'in']);

/**
 * The community lists whose listings have a page (`/<list>/<name>/`): DIRECTORIES
 * (src/pipeline/entities/schemas.ts), named again here so that the service worker, which matches
 * these addresses, does not bundle the data schemas; a unit test holds the two lists equal.
 */
export const COMMUNITY_LISTS = [
  'content-creators',
  'cycling-groups',
  'cycling-photographers',
  'indoor-cycling-studio',
  'bike-repaint',
  'bike-fitters',
  'bike-skin-service',
] as const;

const SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*';
/** A listing page's address as listingPath makes it (or without its last slash): a brand's category, or the list; then the name. */
const LISTING_PAGE = new RegExp(`^/(?:brands/(${SLUG})|(shops|events|${COMMUNITY_LISTS.join('|')}))/(${SLUG})/?$`);

/**
 * The list a listing's page belongs to, from the page's address (listingPath's, with or without
 * its last slash) or its page data's (`/page-data/shops/tryon-makati/page-data.json`): `/shops/`,
 * `/brands/<category>/`, `/<list>/`, `/events/`. Null for any other address: the list pages
 * themselves, a province's (`/shops/in/cebu/`), a long list's later pages (`/shops/page/2/`), a
 * brand category, the forms, the calendar files, the offline copies.
 */
export function listingPageList(pathname: string): string | null {
  const data = /^\/page-data(\/.+)\/page-data\.json$/.exec(pathname);
  const match = LISTING_PAGE.exec(data ? `${data[1]}/` : pathname);
  if (!match || LIST_FOLDERS.has(match[3]!)) return null;
  return match[1] ? brandCategoryPath(match[1]) : `/${match[2]}/`;
}

/** A listing's own page (or its page data): one of the pages listingPath names, and nothing else. */
export function isListingPage(pathname: string): boolean {
  return listingPageList(pathname) !== null;
}

// ---- The forms

/**
 * The suggest form of a list ('/suggest/shops/'), or without a list the page that offers them all.
 * Here, not beside the form's words in src/content/suggest.ts: every list page links the form, and
 * importing the words would put them all in that page's first-load JavaScript.
 */
export const suggestPath = (list?: string): string => (list ? `/suggest/${list}/` : '/suggest/');

/** The site's report page of one listing: a real form, filled in with the listing, aimed at the report form. */
export const reportPath = (list: string, key: string) => `/suggest/report/${list}/${key}/`;

/**
 * The address Google's "Get pre-filled link" would give for these values: `usp=pp_url`, then
 * each filled field under its entry id. Encoded as a form sends it (a space as +, ñ as %C3%B1).
 */
export function prefilledAddress(setup: FormSetup, values: Readonly<Record<string, string | null | undefined>>): string {
  const params = new URLSearchParams({ usp: 'pp_url' });
  for (const [field, value] of Object.entries(values)) {
    const entry = setup.fields[field];
    if (entry && value) params.append(entry, value);
  }
  return `${setup.address}?${params.toString()}`;
}

// ---- The calendars

/** The address of an event's own calendar file ("Add to calendar"). */
export function eventIcsPath(key: string): string {
  return `/events/${key}.ics`;
}

/** The feed of upcoming events ("Subscribe"). */
export const EVENTS_FEED_PATH = '/events.ics';

/** 'webcal://padyakhub.ph/events.ics' for the site's feed: calendar apps subscribe to it. */
export function webcalUrl(siteUrl: string, feedPath: string): string {
  const url = new URL(feedPath, siteUrl);
  return `webcal://${url.host}${url.pathname}`;
}

// ---- The downloads

/** The folder of public/ (and of the site) that holds the downloads: /data/shops.csv, /data/datapackage.json. */
export const OPEN_DATA_DIR = 'data';

/** The page that lists the downloads, at the folder's own address. */
export const OPEN_DATA_PAGE = `/${OPEN_DATA_DIR}/`;

/** A download's address: 'shops.csv' → '/data/shops.csv'. */
export const openDataPath = (file: string): string => `${OPEN_DATA_PAGE}${file}`;

// ---- A map search

/** A map search for a shop whose own page we do not know (DESIGN.md: never guess a link). */
export function mapSearchUrl(name: string, place: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${name} ${place} Philippines`)}`;
}

// ---- The offline copies

/**
 * The folder of public/ that holds the offline copy of each precached page (src/gatsby/write-service-worker.ts):
 * the page with a link to the stylesheet in place of its inline copy. Not pages of the site: no link
 * leads there, and the host tells search engines not to index them (src/gatsby/hosting-headers.ts).
 */
export const OFFLINE_PAGES_DIR = '_offline';

/**
 * Where the offline copy of the page at `pathname` is kept: '/shops/' (and the old form '/shops')
 * → '/_offline/shops/', '/' → '/_offline/', '/404.html' → '/_offline/404' (a page file without its
 * extension, as the host serves it). The service worker's fallback
 * (src/service-worker/offline-fallback.ts) looks a page up with it.
 */
export function offlinePagePath(pathname: string): string {
  return `/${OFFLINE_PAGES_DIR}${pageAddress(pathname).replace(/\.html$/, '')}`;
}

/**
 * The page the service worker shows offline for a listing's page that was never opened on the
 * device (listing pages are not precached): it says so and links the listing's list. The worker
 * sets that link in its saved copy (src/service-worker/offline-fallback.ts). Not a page anyone is
 * sent to online: noindex, and out of the sitemap.
 */
export const NOT_SAVED_PATH = '/not-saved/';

/**
 * The templates of the listing pages (src/templates/ShopPage.tsx …), whose scripts only a listing's
 * page loads: like the pages, they are not precached but stored when a listing page first loads them.
 */
export const LISTING_TEMPLATES = ['shop-page', 'brand-page', 'community-listing-page', 'event-page', 'closed-listing-page'] as const;

/** The address of one of those scripts as webpack names it (`/component---src-templates-shop-page-tsx-<hash>.js`). */
export const LISTING_TEMPLATE_SCRIPT = new RegExp(`^/component---src-templates-(?:${LISTING_TEMPLATES.join('|')})-tsx-[0-9a-f]+\\.js$`);

/** The attribute that marks the not-saved page's link to the list; the page links home (`href="/"`) until the worker sets it. */
export const LIST_LINK_ATTRIBUTE = 'data-list-link';
