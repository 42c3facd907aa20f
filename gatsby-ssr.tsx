import type { GatsbySSR } from 'gatsby';
export { wrapPageElement } from './src/gatsby/wrap-page-element';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: 'en' });
};
