import type { GatsbyNode } from 'gatsby';

/**
 * Two things the /editors sheet checker needs from webpack, both inert for every other page:
 * - `?raw` imports a data file's text (place-aliases.csv) into the checker's Web Worker;
 * - in the browser, csv-parse's own browser build (which carries its Buffer shim), since the
 *   default build expects Node's Buffer.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions }) => {
  const browser = stage === 'build-javascript' || stage === 'develop';
  actions.setWebpackConfig({
    module: { rules: [{ resourceQuery: /raw/, type: 'asset/source' }] },
    ...(browser ? { resolve: { alias: { 'csv-parse/sync$': 'csv-parse/browser/esm/sync' } } } : {}),
  });
};
