import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import {
  isListingPageRequest,
  isPageOrDataRequest,
  isListingTemplateScript,
  isProvinceMap,
  LISTING_TEMPLATE_SCRIPTS_KEPT,
  isShopListPage,
  PROVINCE_MAPS_KEPT,
  LISTING_PAGES_KEPT,
  listingPagePlugin,
  NETWORK_TIMEOUT_SECONDS,
  offlineCopyPlugin,
  SHEET_CHECK_FILES_KEPT,
  sheetCheckPattern,
  SHOP_LIST_PAGES_KEPT,
  visitedCopyPlugin,
} from './offline-fallback';

/**
 * The service worker, public/sw.js. The build (src/gatsby/write-service-worker.ts) compiles this
 * file into one script and Workbox's injectManifest puts the precache list in place of
 * `self.__WB_MANIFEST`. See docs/decisions.md, "Offline, with fresh content online".
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** The files only the sheet checks load, as the build listed them (set by the build's compiler). */
declare const SHEET_CHECK_FILES_OF_BUILD: readonly string[];

// Each deploy's worker takes over at once, in every open tab: pages are network-first, so none
// mixes two builds' files (docs/decisions.md, "Refresh twice" after a rebuild).
void self.skipWaiting();
clientsClaim();

// Everything the first visit stores. Pages and data are keyed with the `#offline-copy` fragment, which
// no request carries: this route (cache-first) answers only the files with a hash in their name, and
// the network-first routes below read the pages' copies as their fallback.
precacheAndRoute(self.__WB_MANIFEST, {});
cleanupOutdatedCaches();

// First: a list's page and a listing's page match the last rule too.
registerRoute(
  isShopListPage,
  new NetworkFirst({
    cacheName: 'shop-lists',
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [new ExpirationPlugin({ maxEntries: SHOP_LIST_PAGES_KEPT }), visitedCopyPlugin],
  }),
  'GET',
);
// A listing's own page, stored when visited; offline, one never visited shows the not-saved page with its list.
registerRoute(
  isListingPageRequest,
  new NetworkFirst({
    cacheName: 'listing-pages',
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [new ExpirationPlugin({ maxEntries: LISTING_PAGES_KEPT }), listingPagePlugin],
  }),
  'GET',
);
// A listing page's template script: its name carries a content hash, so a stored copy is right for as long as a page asks for it.
registerRoute(
  isListingTemplateScript,
  new CacheFirst({ cacheName: 'listing-scripts', plugins: [new ExpirationPlugin({ maxEntries: LISTING_TEMPLATE_SCRIPTS_KEPT })] }),
  'GET',
);
// A province's small map: shown from the stored copy at once, refreshed behind it (its name has no content hash).
registerRoute(isProvinceMap, new StaleWhileRevalidate({ cacheName: 'province-maps', plugins: [new ExpirationPlugin({ maxEntries: PROVINCE_MAPS_KEPT })] }), 'GET');
registerRoute(isPageOrDataRequest, new NetworkFirst({ cacheName: 'pages', networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, plugins: [offlineCopyPlugin] }), 'GET');

// The sheet checks' files are cache-first, stored when first fetched: their names carry a content
// hash, so the stored copy is right for as long as a page asks for that name.
const sheetCheckFiles = sheetCheckPattern(SHEET_CHECK_FILES_OF_BUILD);
if (sheetCheckFiles) {
  registerRoute(sheetCheckFiles, new CacheFirst({ cacheName: 'sheet-check', plugins: [new ExpirationPlugin({ maxEntries: SHEET_CHECK_FILES_KEPT })] }), 'GET');
}
