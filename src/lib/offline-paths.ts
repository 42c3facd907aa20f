import { offlinePagePath, pageAddress } from '../config/addresses';

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
