import type { GatsbyBrowser } from 'gatsby';
export { wrapPageElement } from './src/gatsby/wrap-page-element';

// Every route change starts at the top of the page, also when going back.
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = () => {
  window.scrollTo(0, 0);
  return false;
};
