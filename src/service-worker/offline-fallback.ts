import { LIST_LINK_ATTRIBUTE, LISTING_TEMPLATE_SCRIPT, listingPageList, NOT_SAVED_PATH, offlinePagePath } from '../config/addresses';

/**
 * What the service worker (worker.ts) does with a request the network could not answer in time,
 * and which requests go where. Pure: no worker globals but the Cache API, so the unit tests run it
 * as it is.
 */

/** How long a page or its data may take on the network before the saved copy is shown. */
export const NETWORK_TIMEOUT_SECONDS = 3;

/** How many list pages (and their data) the `shop-lists` runtime cache keeps, the least recently used going first. */
export const SHOP_LIST_PAGES_KEPT = 40;

/** How many listing pages (and their data) the `listing-pages` runtime cache keeps, the least recently used going first. */
export const LISTING_PAGES_KEPT = 200;

/** How many provinces' small maps (/maps/<province>.svg, shown on a shop's page) the runtime cache keeps: there are about 80 provinces. */
export const PROVINCE_MAPS_KEPT = 90;

/** A province's small map, which a shop's page shows: stored when first shown, so a visited shop's page opens offline whole. */
export const isProvinceMap = ({ url, sameOrigin }: Pick<RouteRequest, 'url' | 'sameOrigin'>): boolean => sameOrigin && /^\/maps\/[a-z0-9-]+\.svg$/.test(url.pathname);

/** A listing page's own script (its template's), not precached: stored when a listing page first loads it. */
export const isListingTemplateScript = ({ url, sameOrigin }: Pick<RouteRequest, 'url' | 'sameOrigin'>): boolean =>
  sameOrigin && LISTING_TEMPLATE_SCRIPT.test(url.pathname);

/** How many of those scripts the runtime cache keeps: this deploy's five, and the last one's until they are pushed out. */
export const LISTING_TEMPLATE_SCRIPTS_KEPT = 10;

/** How many sheet-check files the runtime cache keeps: this deploy's few, and the last one's until they are pushed out. */
export const SHEET_CHECK_FILES_KEPT = 8;

interface RouteRequest {
  url: URL;
  sameOrigin: boolean;
  request: Request;
}

/**
 * A page of a shop list that is not precached when the list is long (a province's page, and any
 * list's page 2 and on), or its page data.
 */
export const isShopListPage = ({ url, sameOrigin }: Pick<RouteRequest, 'url' | 'sameOrigin'>): boolean =>
  sameOrigin && /^\/(?:page-data\/)?shops\/(?:in\/[^/]+(?:\/page\/\d+)?|page\/\d+)(?:\/|\/page-data\.json)?$/.test(url.pathname);

/**
 * A listing's own page (listingPath: `/shops/<key>/`, `/brands/<category>/<name>/`, `/<list>/<name>/`,
 * `/events/<key>/`) or its page data: never precached (there may be 10,000), stored when visited.
 */
export const isListingPageRequest = ({ url, sameOrigin }: Pick<RouteRequest, 'url' | 'sameOrigin'>): boolean => sameOrigin && listingPageList(url.pathname) !== null;

/** A page of this site (a navigation) or a data file (page data, app data, the search index): network-first. */
export const isPageOrDataRequest = ({ request, url, sameOrigin }: RouteRequest): boolean => sameOrigin && (request.mode === 'navigate' || /\.json$/.test(url.pathname));

/**
 * The address of the saved copy of what `pathname` names: a data file is saved under its own path, a
 * page as its offline copy (offlinePagePath: `/shops/` and the old form `/shops` → `/_offline/shops/`).
 */
export function savedCopyAddress(pathname: string): string {
  return /\.json$/.test(pathname) ? pathname : offlinePagePath(pathname);
}

/** The offline copy of the 404 page, which sends the visitor home. */
const NOT_FOUND_COPY = offlinePagePath('/404.html');

/**
 * Network-first never stores what it fetches: the precache is the one saved copy, replaced whole by
 * the next deploy's worker. When the network fails or is slow, the page's precached copy is used
 * (looked up without its query, as the precache keys carry a revision); an unknown path gets the
 * saved 404 page.
 */
export const offlineCopyPlugin = {
  cacheWillUpdate: async () => null,
  cachedResponseWillBeUsed: async ({ request, cachedResponse }: { request: Request; cachedResponse?: Response }): Promise<Response | null> => {
    if (cachedResponse) return cachedResponse;
    return (await caches.match(savedCopyAddress(new URL(request.url).pathname), { ignoreSearch: true })) ?? null;
  },
  handlerDidError: async ({ request }: { request: Request }): Promise<Response | undefined> =>
    request.mode === 'navigate' ? await caches.match(NOT_FOUND_COPY, { ignoreSearch: true }) : undefined,
};

/**
 * The same fallback for a shop list's page, but what the network answers is stored: a long list's
 * pages are not precached, so the copy of the last visit is what opens offline. Online it is never
 * used (network-first), so a new deploy shows at once; offline after a deploy it may be the previous
 * one's, whose text still reads.
 */
export const visitedCopyPlugin = {
  cachedResponseWillBeUsed: offlineCopyPlugin.cachedResponseWillBeUsed,
  handlerDidError: offlineCopyPlugin.handlerDidError,
};

/** The not-saved page's HTML with its link to the list set to `list` (an address listingPageList gave: slugs and slashes only). */
export function withListLink(html: string, list: string): string {
  return html.replace(`${LIST_LINK_ATTRIBUTE}="" href="/"`, `${LIST_LINK_ATTRIBUTE}="" href="${list}"`);
}

/**
 * What an unvisited listing page opens as offline: the saved copy of the not-saved page
 * (NOT_SAVED_PATH), its link set to the listing's list, at the listing's own address (the copy
 * runs no script, so nothing replaces the address). Undefined when the copy is not saved.
 */
export async function notSavedCopy(pathname: string): Promise<Response | undefined> {
  const list = listingPageList(pathname);
  const copy = list ? await caches.match(offlinePagePath(NOT_SAVED_PATH), { ignoreSearch: true }) : undefined;
  if (!list || !copy) return undefined;
  const headers = new Headers(copy.headers);
  headers.delete('content-length');
  return new Response(withListLink(await copy.text(), list), { status: copy.status, statusText: copy.statusText, headers });
}

/**
 * A listing's page is stored when visited (as a long list's page is: visitedCopyPlugin); one never
 * opened online has no copy, and offline gets the not-saved page linking its list rather than
 * the saved 404 page, which would send the visitor home.
 */
export const listingPagePlugin = {
  cachedResponseWillBeUsed: visitedCopyPlugin.cachedResponseWillBeUsed,
  handlerDidError: async ({ request }: { request: Request }): Promise<Response | undefined> => {
    if (request.mode !== 'navigate') return undefined;
    return (await notSavedCopy(new URL(request.url).pathname)) ?? (await offlineCopyPlugin.handlerDidError({ request }));
  },
};

/** The address of one of the sheet checks' files (names relative to the site's root, each with a content hash), and nothing else. */
export function sheetCheckPattern(files: readonly string[]): RegExp | null {
  if (files.length === 0) return null;
  const names = files.map((file) => file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  return new RegExp(`/(?:${names})$`);
}
