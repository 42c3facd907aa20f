/**
 * Every page paints before its JavaScript runs. Gatsby ends each page with
 * `<script src="…" async>` for its runtime, React and the app. An async script runs as soon
 * as it arrives, and from the cache, or a fast network, it arrives while the browser is still
 * parsing: the first paint of the page's text then waits for React to be evaluated and the app
 * to start (BENCHMARKS.md, Findings). Here those script elements become one small inline
 * script that adds the same scripts once the browser has painted the page's first content, so
 * the HTML's text shows as fast as it would with JavaScript off, and the app starts right after.
 * The same scripts are named in the `<head>` as preloads (preloadHints): the bytes download
 * while the browser parses and paints, and only running them waits for the paint.
 * Pure: post-build.ts reads and writes the files; the page's Content-Security-Policy, made
 * after this, hashes the loader.
 */

/** Gatsby's scripts as it writes them (gatsby/cache-dir/static-entry.js): a same-site path, async, nothing inside. */
const GATSBY_SCRIPT = /<script src="(\/[^"<>\s]+\.js)" async><\/script>/g;

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
export function preloadHints(sources: readonly string[]): string {
  return sources.map((src) => `<link rel="preload" as="script" href="${src}"/>`).join('');
}

/** Where the hints go: first in the `<head>`, after the character set (the page's policy then goes before them). */
const HEAD_START = /<head>(<meta charSet="utf-8"\/>)?/i;

/**
 * The page with Gatsby's script elements replaced by a loader at the place of the last of them,
 * and a preload for each at the start of the `<head>`; or the page as it is when it has none
 * (the loader is then not needed).
 */
export function paintFirst(html: string): string {
  const sources = [...html.matchAll(GATSBY_SCRIPT)].map((match) => match[1] as string);
  if (sources.length === 0) return html;
  let left = sources.length;
  const page = html.replace(GATSBY_SCRIPT, () => (--left === 0 ? loaderScript(sources) : ''));
  const head = HEAD_START.exec(page);
  if (!head) return page;
  const at = head.index + head[0].length;
  return page.slice(0, at) + preloadHints(sources) + page.slice(at);
}
