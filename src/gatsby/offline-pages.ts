/**
 * The offline copy of a page, made at build time for the service worker's precache
 * (src/gatsby/write-service-worker.ts). Gatsby inlines the whole stylesheet into every page
 * (`<style data-href="/styles.….css" data-identity="gatsby-global-css">`, about 33 KB): it is
 * what lets a phone paint on the first response, so the pages the host serves keep it. Saved
 * for offline use, though, it is the same bytes once per page (about 60 pages), while the
 * stylesheet file itself is precached anyway under its content-hashed name. The offline copy
 * links that file instead; everything else (text, inline scripts, the page's policy) is the page
 * as built. It also asks search engines not to index it, should one ever find its address.
 * Pure: write-service-worker.ts reads and writes the files. See docs/decisions.md, "Offline, with fresh
 * content online".
 */
import { attributeTokens, headStart, placedElements, replaceElements, type PlacedElement } from '../lib/html-read';

/** What an offline copy says to search engines (its `_headers` rule says the same). */
export const NOINDEX = 'noindex';

/** A stylesheet Gatsby inlined, with the site path of the file it came from. */
function inlinedStylesheet(style: PlacedElement): string | null {
  const href = style.attributes['data-href'];
  return href !== undefined && /^\/[\w.-]+\.css$/.test(href) ? href : null;
}

/**
 * The offline copy of `html`: each stylesheet Gatsby inlined becomes a `<link>` to its file, when
 * `published(href)` says the file is there (otherwise the inline copy stays, so the page is never
 * unstyled), and a robots `noindex` goes first in the `<head>`. The link sits where the style was,
 * so the cascade is unchanged; `style-src-elem 'self'` in the page's own policy already allows it.
 */
export function offlinePage(html: string, published: (href: string) => boolean, { scripts = true }: { scripts?: boolean } = {}): string {
  const styles = placedElements(html, ['style']).filter((style) => {
    const href = inlinedStylesheet(style);
    return href !== null && published(href);
  });
  const linked = replaceElements(html, styles, (style) => `<link rel="stylesheet" href="${inlinedStylesheet(style)}"/>`);
  return withNoindex(scripts ? linked : withoutScripts(linked));
}

/** A script's preload (`<link rel="preload" as="script">`), useless once the scripts are gone. */
const isScriptPreload = (link: PlacedElement) => link.attributes.as === 'script' && attributeTokens(link, 'rel').includes('preload');

/**
 * The page without its scripts and their preloads: what the page is with JavaScript off. For the
 * not-saved page, shown at a listing's address: Gatsby's app, run there, would replace that
 * address with the page's own (`window.pagePath`).
 */
function withoutScripts(html: string): string {
  const scripts = placedElements(html, ['script', 'link']).filter((element) => element.name === 'script' || isScriptPreload(element));
  return replaceElements(html, scripts, () => '');
}

/** A robots `noindex` first in the `<head>`. */
function withNoindex(linked: string): string {
  const at = headStart(linked);
  if (at === null) return linked;
  return `${linked.slice(0, at)}<meta name="robots" content="${NOINDEX}"/>${linked.slice(at)}`;
}
