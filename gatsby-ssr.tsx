import type { GatsbySSR } from 'gatsby';
export { wrapPageElement } from './src/gatsby/wrap-page-element';
export { wrapRootElementForHtml as wrapRootElement } from './src/gatsby/wrap-root-element-html';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: 'en' });
};
