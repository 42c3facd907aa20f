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

/** The longest the scripts wait for the first contentful paint; it normally comes within a frame of the loader running. */
export const LATEST_MS = 3000;

/**
 * The loader for `sources`, in the order Gatsby wrote them (webpack runs them in the right order,
 * whichever arrives first). It adds them when the browser reports the first contentful paint;
 * where paint timing is missing (Safari before 14.1), after the first frame; at once in a tab
 * that is hidden, or becomes hidden first, since a hidden page paints nothing. A page the browser
 * never reports a paint for still gets its scripts, LATEST_MS after the loader ran: a page without
 * its app is worse than a late one.
 */
function loaderScript(sources: readonly string[]): string {
  return (
    '<script>(function(){var done=0;' +
    `function load(){if(done++)return;${JSON.stringify(sources)}.forEach(function(src){var s=document.createElement("script");s.src=src;document.body.appendChild(s)})}` +
    'function hidden(){return document.visibilityState==="hidden"}' +
    'if(hidden())return load();' +
    'document.addEventListener("visibilitychange",function(){if(hidden())load()});' +
    `setTimeout(load,${LATEST_MS});` +
    'var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];' +
    'if(types.indexOf("paint")<0)return requestAnimationFrame(function(){setTimeout(load,0)});' +
    'new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)load()}).observe({type:"paint",buffered:true})' +
    '})()</script>'
  );
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
export function paintFirst(html: string): string {
  const scripts = placedElements(html, ['script']).filter(isGatsbyScript);
  if (scripts.length === 0) return html;
  const sources = scripts.map((script) => script.attributes.src as string);
  const page = replaceElements(html, scripts, (_, index) => (index === scripts.length - 1 ? loaderScript(sources) : ''));
  const at = headStart(page);
  if (at === null) return page;
  return page.slice(0, at) + preloadHints(sources) + page.slice(at);
}
