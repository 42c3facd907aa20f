import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { SheetCheckFilesPlugin } from './sheet-check-files';
import { compileInlineScripts } from './compile-inline-scripts';

/** The webpack plugins used from Gatsby's `plugins` (typed `any` there). */
interface WebpackBuiltins {
  normalModuleReplacement(request: RegExp, replace: string | ((resource: { context: string; request: string }) => void)): unknown;
  define(definitions: Record<string, string>): unknown;
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
 * - For the server render only (its stages, `build-html` and `develop-html`): the texts of the
 *   inline scripts (src/inline/), compiled here in Node by esbuild and handed to the bundle as the
 *   constant INLINE_SCRIPT_TEXTS (wrap-root-element-html.tsx). Compiled here, not imported by the
 *   render, so Gatsby's SSR bundle never has to bundle esbuild itself; in the browser's stages the
 *   constant does not exist, so the texts cannot reach the app's bundle. (`gatsby develop` compiles
 *   them when it starts: an edit to src/inline/ shows after a restart.)
 * - Not the browser hooks of two plugins that do nothing on this site, replaced by an empty module:
 *   Gatsby's Partytown plugin (its hook runs in `gatsby develop` only; the site has no <Script> to
 *   move off the main thread) and gatsby-plugin-manifest (its hook points the manifest link at a
 *   localized manifest; the site has one). Their requires put gatsby-script, Partytown's integration
 *   and every export of `gatsby` in the bundle every page loads: about 3 KB gzip. A localized
 *   manifest, or a <Script strategy="off-main-thread">, would need its plugin's hook back.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, plugins }) => {
  const browser = stage === 'build-javascript' || stage === 'develop';
  const serverRender = stage === 'build-html' || stage === 'develop-html';
  const builtins = plugins as unknown as WebpackBuiltins;
  const noGatsbyRegistration = builtins.normalModuleReplacement(/^\.\/register-service-worker$/, (resource) => {
    if (path.basename(resource.context) === '.cache') resource.request = path.resolve('src/gatsby/no-gatsby-worker-registration.js');
  });
  const noInertPluginHooks = builtins.normalModuleReplacement(
    /(internal-plugins[\\/]partytown|gatsby-plugin-manifest)[\\/]gatsby-browser\.js$/,
    path.resolve('src/gatsby/no-plugin-browser-hooks.js'),
  );
  actions.setWebpackConfig({
    module: { rules: [{ resourceQuery: /raw/, type: 'asset/source' }] },
    ...(browser ? { resolve: { alias: { 'csv-parse/sync$': 'csv-parse/browser/esm/sync' } } } : {}),
    ...(stage === 'build-javascript' ? { devtool: false, plugins: [new SheetCheckFilesPlugin(), noGatsbyRegistration, noInertPluginHooks] } : {}),
    ...(serverRender ? { plugins: [builtins.define({ INLINE_SCRIPT_TEXTS: JSON.stringify(compileInlineScripts()) })] } : {}),
  });
};
