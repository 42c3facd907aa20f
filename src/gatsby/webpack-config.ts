import type { GatsbyNode } from 'gatsby';
import { SheetCheckFilesPlugin } from './sheet-check-files';

/**
 * - No source maps in the production build (docs/decisions.md, "Source maps"): Gatsby's
 *   default writes a .js.map with the full source beside every chunk.
 * - Two things the /editors sheet checker needs, both inert for every other page: `?raw`
 *   imports a data file's text (place-aliases.csv) into the checker's Web Worker; and, in the
 *   browser, csv-parse's own browser build (which carries its Buffer shim), since the default
 *   build expects Node's Buffer.
 * - The list of the sheet checks' files (sheet-check-files.ts), which the service worker stores on
 *   first use rather than on the first visit.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions }) => {
  const browser = stage === 'build-javascript' || stage === 'develop';
  actions.setWebpackConfig({
    module: { rules: [{ resourceQuery: /raw/, type: 'asset/source' }] },
    ...(browser ? { resolve: { alias: { 'csv-parse/sync$': 'csv-parse/browser/esm/sync' } } } : {}),
    ...(stage === 'build-javascript' ? { devtool: false, plugins: [new SheetCheckFilesPlugin()] } : {}),
  });
};
