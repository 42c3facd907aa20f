import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { SheetCheckFilesPlugin } from './sheet-check-files';

/** The one webpack plugin used from Gatsby's `plugins` (typed `any` there). */
interface WebpackBuiltins {
  normalModuleReplacement(request: RegExp, replace: string | ((resource: { context: string; request: string }) => void)): unknown;
}

/**
 * - No source maps in the production build (docs/decisions.md, "Source maps"): Gatsby's
 *   default writes a .js.map with the full source beside every chunk.
 * - Two things the /editors sheet checker needs, both inert for every other page: `?raw`
 *   imports a data file's text (place-aliases.csv) into the checker's Web Worker; and, in the
 *   browser, csv-parse's own browser build (which carries its Buffer shim), since the default
 *   build expects Node's Buffer.
 * - The list of the sheet checks' files (sheet-check-files.ts), which the service worker stores on
 *   first use rather than on the first visit.
 * - Not Gatsby's own service-worker registration: its app requires `.cache/register-service-worker.js`
 *   (about 1 KB gzip in the bundle every page loads) and runs it only when a plugin implements the
 *   `registerServiceWorker` browser API. None does; the site registers its worker after `load`
 *   itself (register-service-worker.ts, docs/decisions.md), so the file is replaced by an empty one.
 * - Not the browser hooks of two plugins that do nothing on this site, replaced by an empty module:
 *   Gatsby's Partytown plugin (its hook runs in `gatsby develop` only; the site has no <Script> to
 *   move off the main thread) and gatsby-plugin-manifest (its hook points the manifest link at a
 *   localized manifest; the site has one). Their requires put gatsby-script, Partytown's integration
 *   and every export of `gatsby` in the bundle every page loads: about 3 KB gzip. A localized
 *   manifest, or a <Script strategy="off-main-thread">, would need its plugin's hook back.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, plugins }) => {
  const browser = stage === 'build-javascript' || stage === 'develop';
  const noGatsbyRegistration = (plugins as unknown as WebpackBuiltins).normalModuleReplacement(/^\.\/register-service-worker$/, (resource) => {
    if (path.basename(resource.context) === '.cache') resource.request = path.resolve('src/gatsby/no-gatsby-worker-registration.js');
  });
  const noInertPluginHooks = (plugins as unknown as WebpackBuiltins).normalModuleReplacement(
    /(internal-plugins[\\/]partytown|gatsby-plugin-manifest)[\\/]gatsby-browser\.js$/,
    path.resolve('src/gatsby/no-plugin-browser-hooks.js'),
  );
  actions.setWebpackConfig({
    module: { rules: [{ resourceQuery: /raw/, type: 'asset/source' }] },
    ...(browser ? { resolve: { alias: { 'csv-parse/sync$': 'csv-parse/browser/esm/sync' } } } : {}),
    ...(stage === 'build-javascript' ? { devtool: false, plugins: [new SheetCheckFilesPlugin(), noGatsbyRegistration, noInertPluginHooks] } : {}),
  });
};
