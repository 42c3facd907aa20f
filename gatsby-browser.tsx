import type { GatsbyBrowser } from 'gatsby';
export { wrapPageElement } from './src/gatsby/wrap-page-element';
export { wrapRootElement } from './src/gatsby/wrap-root-element';
export { replaceHydrateFunction } from './src/gatsby/hydrate';
export { onInitialClientRender } from './src/gatsby/register-service-worker';

// Every route change starts at the top of the page, also when going back. A change of
// the query alone (a directory's search, city or sort) is not a route change.
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ prevRouterProps, routerProps }) => {
  if (prevRouterProps?.location.pathname === routerProps.location.pathname) return false;
  window.scrollTo(0, 0);
  return false;
};
