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
