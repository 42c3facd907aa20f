/**
 * Every page paints before its JavaScript runs. Gatsby ends each page with
 * `<script src="…" async>` for its runtime, React and the app. An async script runs as soon
 * as it arrives, and from the cache, or a fast network, it arrives while the browser is still
 * parsing: the first paint of the page's text then waits for React to be evaluated and the app
 * to start (measured by `npm run bench -- phone-gap`). Here those script elements become one small inline
 * script that adds the same scripts once the browser has painted the page's first content, so
 * the HTML's text shows as fast as it would with JavaScript off, and the app starts right after.
 * The same scripts are named in the `<head>` as preloads (preloadHints): the bytes download
 * while the browser parses and paints, and only running them waits for the paint.
 * Pure: post-build.ts reads and writes the files; the page's Content-Security-Policy, made
 * after this, hashes the loader.
 */
import { headStart, placedElements, replaceElements, type HtmlElement } from '../lib/html-read';

/** One of Gatsby's scripts as it writes them (gatsby/cache-dir/static-entry.js): a same-site path, async and nothing else, nothing inside. */
function isGatsbyScript(script: HtmlElement): boolean {
  const { src, async, ...others } = script.attributes;
  return src !== undefined && /^\/[^"<>\s]+\.js$/.test(src) && async === '' && Object.keys(others).length === 0 && script.text === '';
}

/**
 * The loader for `sources` (src/inline/paint-first-loader.ts, compiled: `loader`), which adds
 * them after the first paint; the addresses are in its attribute, so its text, and the CSP hash
 * of it, is the same on every page. The addresses are Gatsby's own (isGatsbyScript): no space,
 * quote or angle bracket.
 */
function loaderScript(sources: readonly string[], loader: string): string {
  return `<script data-scripts="${sources.join(' ')}">${loader}</script>`;
}

/**
 * Preloads for `sources`: the browser fetches them at once, in parallel with the page, and keeps
 * them until the loader's script elements ask for them (a classic script, no `crossorigin` on
 * either side, so the request matches and nothing is fetched twice). A preload never runs anything.
 */
function preloadHints(sources: readonly string[]): string {
  return sources.map((src) => `<link rel="preload" as="script" href="${src}"/>`).join('');
}

/**
 * The page with Gatsby's script elements replaced by a loader at the place of the last of them,
 * and a preload for each first in the `<head>`, after the character set (the page's policy then
 * goes before them); or the page as it is when it has none (the loader is then not needed).
 */
export function paintFirst(html: string, loader: string): string {
  const scripts = placedElements(html, ['script']).filter(isGatsbyScript);
  if (scripts.length === 0) return html;
  const sources = scripts.map((script) => script.attributes.src as string);
  const page = replaceElements(html, scripts, (_, index) => (index === scripts.length - 1 ? loaderScript(sources, loader) : ''));
  const at = headStart(page);
  if (at === null) return page;
  return page.slice(0, at) + preloadHints(sources) + page.slice(at);
}
