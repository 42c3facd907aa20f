import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { getManifest, injectManifest, type ManifestEntry } from 'workbox-build';
import { writeFileAtomic } from '../lib/node/atomic-write';
import { isListingPage, LISTING_TEMPLATES, NOT_SAVED_PATH, OFFLINE_PAGES_DIR, OPEN_DATA_DIR } from '../config/addresses';
import { BUILD_OUTPUT } from './build-output';
import { offlinePage } from './offline-pages';
import { SHEET_CHECK_FILES, type SheetCheckFiles as SheetCheckFilesList } from './sheet-check-files';

/**
 * Writes public/sw.js over the finished public/ (after paint-first and the page policies, so the
 * revisions hash the bytes a visitor gets): the worker's own source (src/service-worker/worker.ts),
 * compiled into one script, with the precache list Workbox's injectManifest puts in it. See
 * docs/decisions.md, "Offline, with fresh content online".
 *
 * - Everything is precached on the first visit: every page's HTML and page data, the app's
 *   scripts and styles, the search index, and one format of the images tiles and cards show;
 *   except the pages of a shop list too long for one page (withoutLongLists) and each listing's own
 *   page (withoutListingPages), stored when visited, and the sheet checks (sheetCheckFiles), stored
 *   when first used, and the downloads of /data/ (fetched only when asked for).
 * - Files whose name carries a content hash (scripts, styles, /static/ images) are served from
 *   the precache: they never change.
 * - Pages and data (HTML, page-data, app-data, the search index) are network-first with a short
 *   timeout; their precached copy is only the fallback. They are precached under a key with
 *   OFFLINE_COPY as its fragment (`/shops/#offline-copy`). No request can carry that key: Workbox's
 *   precache route drops a request's fragment before it looks the address up, so its cache-first
 *   answer never serves these copies, whatever query or fragment a visitor or a page adds.
 *   (A key in the query, `/shops/?offline-copy`, could be asked for, and was answered from the
 *   saved copy while online, one deploy old.)
 * - A page's saved copy is not the page itself but its offline copy (offline-pages.ts), written
 *   under public/_offline/ by this step: the page with a link to the precached stylesheet in place
 *   of the 33 KB inline copy, which only the first paint online needs. The worker's fallback looks a
 *   page up there with offlinePagePath (`/shops/` → `/_offline/shops/#offline-copy`; the old address
 *   form `/shops`, which the host redirects when online, finds the same copy offline).
 */
const SW_FILE = 'sw.js';
export const OFFLINE_COPY = 'offline-copy';
/** The build switch that turns the worker off (README, "Deploying"). */
const KILL_SWITCH = 'GATSBY_SERVICE_WORKER';
/** The worker's own source, and the one a deploy with the switch off writes. Relative to the project, where the build and the tests run. */
const WORKER_SOURCE = path.resolve('src/service-worker/worker.ts');
const UNREGISTERING_WORKER_SOURCE = path.resolve('src/service-worker/unregister.ts');

/** Files that change between deploys without changing their name: served network-first. */
export function isPageOrData(url: string): boolean {
  return /\.(html|json)$/.test(url);
}

/**
 * The precache key of a page or data file: its served path ('shops/index.html' → '/shops/',
 * 'index.html' → '/': a folder's page is served at its address ending in a slash; '404.html' →
 * '/404': a page file is served without its extension; both hosts answer those without a redirect)
 * with OFFLINE_COPY as the fragment. The install still fetches
 * the served path (a fragment is never sent), and the Cache API stores it under that address,
 * where the worker's fallback finds it.
 */
export function offlineCopyKey(url: string): string {
  const file = `/${url.replace(/^\//, '')}`;
  const served = file.endsWith('/index.html') ? file.slice(0, -'index.html'.length) : file.replace(/\.html$/, '');
  return `${served}#${OFFLINE_COPY}`;
}

/** Precache entries as Workbox lists them (paths relative to public/) → the keys the worker uses. */
export function toPrecacheEntries<Entry extends ManifestEntry>(entries: readonly Entry[]): Entry[] {
  return entries.map((entry) => (isPageOrData(entry.url) ? { ...entry, url: offlineCopyKey(entry.url) } : { ...entry, url: `/${entry.url}` }));
}

/**
 * The shop lists that fill more than one page (a province's at thousands of shops: `shops/in/cebu`
 * with `shops/in/cebu/page/2`), as folders under public/. /shops is not one of them: its first page
 * and the index of every shop are what search, the city filter and the province filter reach every
 * shop with offline.
 */
export function longShopLists(publicDir: string): string[] {
  const provinces = path.join(publicDir, 'shops', 'in');
  if (!existsSync(provinces)) return [];
  return readdirSync(provinces, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(provinces, entry.name, 'page', '2', 'index.html')))
    .map((entry) => `shops/in/${entry.name}`);
}

/**
 * The precache without the first page (HTML and page data) of each long list: 200 cards, about
 * 0.7 MB a province at 10,000 shops. Like its later pages, it is stored by the network-first
 * runtime cache (isShopListPage, src/service-worker/offline-fallback.ts) when the visitor opens it. A list that fits on one page stays
 * precached: with the site's own data every province page opens offline after one visit to any page.
 */
export function withoutLongLists<Entry extends ManifestEntry>(entries: readonly Entry[], longLists: readonly string[]): Entry[] {
  const left = new Set(longLists.flatMap((list) => [`${list}/index.html`, `page-data/${list}/page-data.json`]));
  return entries.filter((entry) => !left.has(entry.url));
}

/** The site path a file of public/ is served at: `shops/tryon-makati/index.html` → `/shops/tryon-makati/`, `page-data/…/page-data.json` as it is. */
const servedPath = (url: string): string => `/${url}`.replace(/\/index\.html$/, '/');

/**
 * The precache without any listing's own page (isListingPage: `/shops/<key>/`, a brand's, a
 * community listing's, an event's; HTML and page data): there may be 10,000. The worker stores one
 * when it is visited (its `listing-pages` runtime cache); offline, one never visited shows the
 * not-saved page, which links its list.
 */
export function withoutListingPages<Entry extends ManifestEntry>(entries: readonly Entry[]): Entry[] {
  return entries.filter((entry) => !isListingPage(servedPath(entry.url)));
}

/** The not-saved page (NOT_SAVED_PATH), whose offline copy runs no script (offlinePage's `scripts: false`). */
const isNotSavedPage = (url: string): boolean => servedPath(url) === NOT_SAVED_PATH;

/** A built page (HTML), whose offline copy is precached in its place. */
const isPage = (url: string): boolean => url.endsWith('.html');

/**
 * The precache entry of a page's offline copy in place of the page's: `shops/index.html` →
 * `_offline/shops/index.html`, its revision and size those of the copy. With `write`, the copy is
 * written there too (the build); without, it is only measured (`npm run bench -- precache`).
 */
function offlineCopyEntry<Entry extends ManifestEntry & { size: number }>(publicDir: string, entry: Entry, write: boolean): Entry {
  const published = (href: string) => {
    const file = path.join(publicDir, href);
    return existsSync(file) && statSync(file).isFile();
  };
  const html = readFileSync(path.join(publicDir, entry.url), 'utf8');
  const copy = Buffer.from(offlinePage(html, published, { scripts: !isNotSavedPage(entry.url) }), 'utf8');
  const url = `${OFFLINE_PAGES_DIR}/${entry.url}`;
  if (write) writeFileAtomic(path.join(publicDir, url), copy, BUILD_OUTPUT);
  return { ...entry, url, revision: createHash('md5').update(copy).digest('hex'), size: copy.length };
}

/**
 * The files only the sheet checks load (about 0.55 MB), as the build listed them (SHEET_CHECK_FILES,
 * paths relative to public/). Not precached; the worker stores them on first use (its `sheet-check` route).
 */
export function sheetCheckFiles(publicDir: string): string[] {
  const list = path.join(publicDir, SHEET_CHECK_FILES);
  if (!existsSync(list)) return [];
  const files = JSON.parse(readFileSync(list, 'utf8')) as SheetCheckFilesList;
  return [...new Set(Object.values(files).flat())].sort();
}

/** What the first visit stores. Images: AVIF only (every browser that runs the worker's
 * pages picks it from the <picture>), the sizes gatsby-plugin-image made for tiles and cards. */
const PRECACHE_GLOBS = ['**/*.{html,json,js,css,webmanifest,ics}', 'icons/*.png', 'favicon-32x32.png', 'static/**/*.{avif,svg}'];
/**
 * Not stored: build internals, and a long list's pages after the first (`/shops/page/2` …): they are the
 * no-JavaScript path, while the app's first page with the search index reaches every shop offline.
 */
const PRECACHE_IGNORES = [
  'webpack.stats.json',
  'chunk-map.json',
  SHEET_CHECK_FILES,
  '~partytown/**',
  SW_FILE,
  '404/index.html',
  'dev-404-page/**',
  '**/page/+([0-9])/**',
  // The offline copies: each comes in place of its page (offlineCopyEntry), never as well.
  `${OFFLINE_PAGES_DIR}/**`,
  // supabase-js (the account's chunk): signing in needs the network anyway, and it is 168 KB a first visit would store for nothing. Fetched when the account is first opened.
  'supabase-auth-*.js',
  // The downloads (CSV, JSON and datapackage.json): they would double what a first visit stores; the /data page itself is precached.
  `${OPEN_DATA_DIR}/*.{csv,json}`,
  // The listing pages' own scripts, stored with the first listing page that loads them (the worker's listing-scripts route).
  `component---src-templates-{${LISTING_TEMPLATES.join(',')}}-tsx-*.js`,
];

/**
 * What the worker precaches from `publicDir`: the same options for the worker and for measuring it.
 * With `writeCopies`, the pages' offline copies are written under public/_offline/ as they are listed.
 */
function precacheOptions(publicDir: string, writeCopies: boolean, seen?: (entries: readonly (ManifestEntry & { size: number })[]) => void) {
  const longLists = longShopLists(publicDir);
  const sheetCheck = new Set(sheetCheckFiles(publicDir));
  return {
    globDirectory: publicDir,
    globPatterns: PRECACHE_GLOBS,
    globIgnores: PRECACHE_IGNORES,
    manifestTransforms: [
      (entries: (ManifestEntry & { size: number })[]) => {
        const kept = withoutListingPages(withoutLongLists(entries, longLists))
          .filter((entry) => !sheetCheck.has(entry.url))
          .map((entry) => (isPage(entry.url) ? offlineCopyEntry(publicDir, entry, writeCopies) : entry));
        seen?.(kept);
        return { manifest: toPrecacheEntries(kept), warnings: [] };
      },
    ],
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
  };
}

/** The precache's size budget at any number of shops (what a first visit stores on the phone). */
export const PRECACHE_BUDGET_BYTES = 5_000_000;

/** The files the worker of `publicDir` precaches (paths relative to it, bytes as stored), largest first, without writing a worker. */
export async function precachedFiles(publicDir: string): Promise<{ url: string; size: number }[]> {
  let files: { url: string; size: number }[] = [];
  await getManifest(
    precacheOptions(publicDir, false, (entries) => {
      files = entries.map(({ url, size }) => ({ url, size }));
    }),
  );
  return files.sort((a, b) => b.size - a.size);
}

export interface ServiceWorkerResult {
  enabled: boolean;
  count: number;
  size: number;
  warnings: string[];
}

/**
 * A worker's source compiled into one minified script, with what the build tells it: the sheet
 * checks' files. Workbox's modules are compiled as for production (no development logging).
 */
async function compileWorker(source: string, sheetCheck: readonly string[] = []): Promise<string> {
  const { outputFiles } = await build({
    entryPoints: [source],
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2017',
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"', SHEET_CHECK_FILES_OF_BUILD: JSON.stringify(sheetCheck) },
  });
  return outputFiles[0]!.text;
}

/** The worker of a deploy built with the switch off: it removes itself and its caches (src/service-worker/unregister.ts). */
async function unregisteringWorker(): Promise<string> {
  return `// The service worker is switched off (${KILL_SWITCH}=off): this worker removes itself and everything it stored.\n${await compileWorker(UNREGISTERING_WORKER_SOURCE)}`;
}

/** Writes public/sw.js: the compiled worker with its precache list in place of `self.__WB_MANIFEST`. */
async function writeWorker(publicDir: string, swDest: string): Promise<Omit<ServiceWorkerResult, 'enabled'>> {
  const compiled = mkdtempSync(path.join(tmpdir(), 'padyak-sw-src-'));
  try {
    const swSrc = path.join(compiled, SW_FILE);
    writeFileAtomic(swSrc, await compileWorker(WORKER_SOURCE, sheetCheckFiles(publicDir)), BUILD_OUTPUT);
    const { count, size, warnings } = await injectManifest({
      ...precacheOptions(publicDir, true),
      swSrc,
      swDest,
      // Hashed names need no revision; everything else gets the hash of its bytes.
      dontCacheBustURLsMatching: /^[\w-]+[-.][0-9a-f]{8,}\.(js|css)$|^static\//,
    });
    return { count, size, warnings };
  } finally {
    rmSync(compiled, { recursive: true, force: true });
  }
}

export async function writeServiceWorker(publicDir: string, switchValue = process.env[KILL_SWITCH]): Promise<ServiceWorkerResult> {
  const swDest = path.join(publicDir, SW_FILE);
  // The last build's copies go first: a page removed since must not leave its copy behind.
  rmSync(path.join(publicDir, OFFLINE_PAGES_DIR), { recursive: true, force: true });
  if (switchValue === 'off') {
    writeFileAtomic(swDest, await unregisteringWorker(), BUILD_OUTPUT);
    return { enabled: false, count: 0, size: 0, warnings: [] };
  }
  rmSync(swDest, { force: true });
  return { enabled: true, ...(await writeWorker(publicDir, swDest)) };
}
