/**
 * When the service worker saved its copy of a page (src/gatsby/service-worker.ts precaches every
 * page): the Date header the host sent with the precached response.
 */
export async function savedOn(pathname: string): Promise<Date | null> {
  if (typeof caches === 'undefined') return null;
  const saved = await caches.match(pathname.replace(/(.)\/$/, '$1'), { ignoreSearch: true });
  const date = saved?.headers.get('date');
  return date ? new Date(date) : null;
}
