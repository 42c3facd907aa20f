import { pageAddress } from '../config/page-address';

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
 * When the service worker saved the copy of a page shown offline: the Date header the host sent
 * with it. A shop list's page the visitor opened is kept under its own address (the `shop-lists`
 * runtime cache), and is what the worker shows first; any other page is its precached offline copy.
 */
export async function savedOn(pathname: string): Promise<Date | null> {
  if (typeof caches === 'undefined') return null;
  const saved = (await caches.match(pageAddress(pathname), { ignoreSearch: true })) ?? (await caches.match(offlinePagePath(pathname), { ignoreSearch: true }));
  const date = saved?.headers.get('date');
  return date ? new Date(date) : null;
}
