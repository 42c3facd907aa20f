import { createHash } from 'node:crypto';
import { headStart, htmlElements, placedElements, replaceElements, type HtmlElement } from '../lib/html-read';
import { OFFLINE_PAGES_DIR } from '../config/addresses';
import { NOINDEX } from './offline-pages';

/**
 * The site's security and caching headers, made from the built HTML: the
 * `_headers` file that Netlify and Cloudflare Pages read, and each page's own
 * Content-Security-Policy. Pure: it gets text and names and returns text;
 * src/gatsby/post-build.ts does the reading and writing.
 */

/** Where a page's `<script>` runs code: no type, a JavaScript MIME type, or a module. Data blocks (JSON-LD) never run. */
const EXECUTABLE_TYPE = /^(|text\/javascript|application\/javascript|module)$/i;

/** A CSP hash source of a text as the browser hashes it: its UTF-8 bytes, exactly as written. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The text of every inline script in a page that a browser would run. */
export function inlineScripts(html: string): string[] {
  return htmlElements(html, ['script'])
    .filter((script) => script.attributes.src === undefined && EXECUTABLE_TYPE.test((script.attributes.type ?? '').trim()))
    .map((script) => script.text);
}

/** The text of every `<style>` element of a page (those inside `<noscript>` apply when scripts are off). */
export function inlineStyles(html: string): string[] {
  return htmlElements(html, ['style']).map((style) => style.text);
}

/** Hash sources for a set of texts: each distinct text once, in a stable order. */
function hashesOf(texts: Iterable<string>): string[] {
  return [...new Set([...texts].map(cspHash))].sort();
}

/** The origin of the Supabase project, or null when accounts are off or the value is not an http(s) URL. */
export function supabaseOrigin(value: string | null | undefined): string | null {
  if (!value?.trim()) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

type Directive = [string, ...string[]];

const serialize = (directives: readonly Directive[]) => directives.map((parts) => parts.join(' ')).join('; ');

/** What holds for every page: where it may connect to and load images and fonts from. */
function siteDirectives(supabaseUrl: string | null | undefined, formOrigins: readonly string[] = []): Directive[] {
  const supabase = supabaseOrigin(supabaseUrl);
  return [
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...(supabase ? [supabase] : [])],
    ['manifest-src', "'self'"],
    ['worker-src', "'self'"],
    ['base-uri', "'self'"],
    // The editors' Google Forms (data/forms.json), and nothing else: a suggestion is sent there only.
    ['form-action', "'self'", ...[...new Set(formOrigins)].sort()],
    ['object-src', "'none'"],
  ];
}

/**
 * The policy the host sends with every response (`/*` in `_headers`). It has what
 * a `<meta>` policy cannot say (`frame-ancestors`) and what holds for every page;
 * it leaves scripts and styles to each page's own policy (pagePolicy), because
 * Gatsby writes a different inline script into every page and all their hashes
 * together would not fit in one header line on Cloudflare Pages (2,000 characters).
 */
export function sitePolicy(supabaseUrl?: string | null, formOrigins: readonly string[] = []): string {
  return serialize([['frame-ancestors', "'none'"], ...siteDirectives(supabaseUrl, formOrigins)]);
}

/**
 * A page's own policy, written into its `<head>`. Scripts: the site's own files and
 * this page's inline scripts, by hash. `<style>` elements: by hash too (Gatsby
 * inlines the stylesheet). Style attributes cannot be allowed by hash in every
 * browser ('unsafe-hashes' is not universal), and gatsby-plugin-image and the
 * tiles' colours use them, so `style-src-attr` allows them; `style-src` keeps
 * 'unsafe-inline' only as the fallback for browsers without the -elem/-attr split.
 */
export function pagePolicy(html: string, supabaseUrl?: string | null, formOrigins: readonly string[] = []): string {
  return serialize([
    ['default-src', "'self'"],
    ['script-src', "'self'", ...hashesOf(inlineScripts(html))],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['style-src-elem', "'self'", ...hashesOf(inlineStyles(html))],
    ['style-src-attr', "'unsafe-inline'"],
    ...siteDirectives(supabaseUrl, formOrigins),
  ]);
}

const isPolicyMeta = (meta: HtmlElement) => meta.attributes['http-equiv']?.toLowerCase() === 'content-security-policy';

/**
 * The page with its policy as the first thing the browser reads after the character
 * set, so no script or style comes before it. Run twice, it replaces its own element.
 * Text that is not a whole page (a slice fragment) comes back unchanged.
 */
export function withPagePolicy(html: string, supabaseUrl?: string | null, formOrigins: readonly string[] = []): string {
  const page = replaceElements(html, placedElements(html, ['meta']).filter(isPolicyMeta), () => '');
  const at = headStart(page);
  if (at === null) return html;
  // The policy's sources hold quotes and never a double quote or an ampersand, so it needs no escaping.
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pagePolicy(page, supabaseUrl, formOrigins)}"/>`;
  return page.slice(0, at) + meta + page.slice(at);
}

/**
 * Features the site never uses, switched off for it and anything it might embed; geolocation is the
 * site's own ("Near me" on /shops/, asked only when pressed), and no embedded frame's.
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(self), payment=(), usb=(), browsing-topics=()';

/** Gatsby's caching guidance: files whose name holds a content hash never change; HTML and page data always may. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'public, max-age=0, must-revalidate';
const CACHE_NEVER = 'no-cache';
export const CALENDAR_TYPE = 'text/calendar; charset=utf-8';
/** The downloads' CSV files: the hosts' own type for .csv may name no character set, and a spreadsheet would then guess one. */
export const CSV_TYPE = 'text/csv; charset=utf-8';

/** A webpack output file whose name carries a content hash (app-3f2a….js, styles.1cf4….css), not sw.js or the like. */
export function isHashedAsset(fileName: string): boolean {
  return /^[\w-]+[-.][0-9a-f]{8,}\.(js|css)$/.test(fileName);
}

export interface HeadersFileInput {
  /** File names in public/ (top level) that carry a content hash. */
  hashedAssets: readonly string[];
  supabaseUrl?: string | null;
  /** The origins of the editors' forms (data/forms.json): the only places a form may be sent. */
  formOrigins?: readonly string[];
  /** The calendar files' paths ('/events.ics', '/events/pruride-ph.ics'): served as text/calendar. */
  calendarFiles?: readonly string[];
  /** The downloads' CSV files ('/data/shops.csv'): served as CSV_TYPE. Their JSON files need no rule: both hosts serve .json as application/json. */
  csvFiles?: readonly string[];
}

function rule(path: string, headers: [string, string][]): string {
  return [path, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n');
}

/**
 * The `_headers` text. Both hosts apply every rule whose path matches and join
 * repeated headers with commas, so each header is set by rules that never match
 * the same path: the security headers once for `/*`, Cache-Control per path. Pages
 * get no rule of their own: both hosts already send `public, max-age=0,
 * must-revalidate` for anything a rule does not cover, which is what Gatsby asks
 * for HTML, and a rule per page would run into Cloudflare's 100 rules.
 */
export function headersFile(input: HeadersFileInput): string {
  const immutable = (path: string) => rule(path, [['Cache-Control', CACHE_IMMUTABLE]]);
  const rules = [
    '# Generated by src/gatsby/post-build.ts at build time: edit that, not this file.',
    rule('/*', [
      ['Content-Security-Policy', sitePolicy(input.supabaseUrl, input.formOrigins)],
      ['X-Content-Type-Options', 'nosniff'],
      ['Referrer-Policy', 'strict-origin-when-cross-origin'],
      ['Permissions-Policy', PERMISSIONS_POLICY],
    ]),
    immutable('/static/*'),
    ...[...input.hashedAssets].sort().map((file) => immutable(`/${file}`)),
    rule('/page-data/*', [['Cache-Control', CACHE_REVALIDATE]]),
    // The browser checks the service worker for updates on every visit; no HTTP cache may hold an old one.
    rule('/sw.js', [['Cache-Control', CACHE_NEVER]]),
    // The pages' offline copies (src/gatsby/offline-pages.ts) are fetched by the service worker only; a
    // search engine that finds one must not list it beside the page (each also says so itself, and its
    // canonical link names the page).
    rule(`/${OFFLINE_PAGES_DIR}/*`, [['X-Robots-Tag', NOINDEX]]),
    // A calendar file opens in the visitor's calendar app, not as text. One rule per file: a splat such
    // as /events/* would also match the events page itself (/events/index.html). A season has a few.
    ...[...(input.calendarFiles ?? [])].sort().map((file) => rule(file, [['Content-Type', CALENDAR_TYPE]])),
    // The same for the downloads: a splat /data/* would match the /data page too. There are about a dozen.
    ...[...(input.csvFiles ?? [])].sort().map((file) => rule(file, [['Content-Type', CSV_TYPE]])),
  ];
  return `${rules.join('\n\n')}\n`;
}
