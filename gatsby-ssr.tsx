import type { GatsbySSR } from 'gatsby';
export { wrapPageElement } from './src/gatsby/wrap-page-element';
export { wrapRootElement } from './src/gatsby/wrap-root-element';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: 'en' });
};
