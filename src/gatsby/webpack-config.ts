import type { GatsbyNode } from 'gatsby';

/**
 * No source maps in the production build (docs/decisions.md, "Source maps"):
 * Gatsby's default writes a .js.map with the full source beside every chunk.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions }) => {
  if (stage === 'build-javascript') actions.setWebpackConfig({ devtool: false });
};
