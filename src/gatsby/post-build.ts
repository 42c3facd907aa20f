import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { writeFileAtomic } from '../lib/node/atomic-write';
import { OFFLINE_PAGES_DIR } from '../config/addresses';
import { headersFile, isHashedAsset, withPagePolicy } from './hosting-headers';
import { paintFirst } from './paint-first';
import { compilePaintFirstLoader } from './compile-inline-scripts';
import { writeServiceWorker } from './write-service-worker';
import { BUILD_OUTPUT, publicDirOf } from './build-output';
import { writeShopIndex } from './shop-index';
import { DATA_DIR } from './source-nodes';
import { formOriginsIn } from './suggest-forms';
import { calendarFilesIn, writeEventCalendars } from './event-calendars';
import { openDataFilesIn, writeOpenData } from './open-data';

/** Folders of public/ that hold data, assets, Gatsby internals and the pages' offline copies (the last build's, replaced by the service worker step), never a page. */
const NOT_PAGES = new Set(['page-data', '_gatsby', '~partytown', 'static', 'icons', OFFLINE_PAGES_DIR]);

/** Every page's HTML file under public/ (index.html, shops/index.html, 404.html…). */
function pageFiles(dir: string, top = true): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return top && NOT_PAGES.has(entry.name) ? [] : pageFiles(full, false);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/**
 * After the build: each page loads its scripts after its first paint (paint-first.ts), then
 * gets its own Content-Security-Policy (the hashes of its inline scripts, the loader among
 * them), and public/_headers gets the headers for Netlify and Cloudflare Pages. See
 * docs/decisions.md, "Hosting headers" and "Pages paint before their scripts run".
 */
export const finishPages: GatsbyNode['onPostBuild'] = ({ store, reporter }) => {
  const publicDir = publicDirOf(store);
  const supabaseUrl = process.env.GATSBY_SUPABASE_URL;
  const formOrigins = formOriginsIn(DATA_DIR);
  const pages = pageFiles(publicDir);
  const loader = compilePaintFirstLoader();
  let paintedFirst = 0;
  for (const file of pages) {
    const html = readFileSync(file, 'utf8');
    const painted = paintFirst(html, loader);
    if (painted !== html) paintedFirst++;
    const withPolicy = withPagePolicy(painted, supabaseUrl, formOrigins);
    if (withPolicy !== html) writeFileAtomic(file, withPolicy, BUILD_OUTPUT);
  }
  // Every built page has Gatsby's scripts: a rewrite that found them in none means Gatsby writes them
  // another way now, and every page would silently wait for its scripts before it paints.
  if (paintedFirst === 0) {
    reporter.panicOnBuild(
      `The paint-first step (src/gatsby/paint-first.ts) changed none of the ${pages.length} pages in public/: it found no <script src="/….js" async> as Gatsby writes them, ` +
        'so every page would wait for its scripts before it paints. Gatsby may write its scripts another way now: update isGatsbyScript in src/gatsby/paint-first.ts to match.',
    );
    return;
  }
  const calendarFiles = calendarFilesIn(publicDir);
  writeFileAtomic(
    path.join(publicDir, '_headers'),
    headersFile({ hashedAssets: readdirSync(publicDir).filter(isHashedAsset), supabaseUrl, formOrigins, calendarFiles, csvFiles: openDataFilesIn(publicDir, '.csv') }),
    BUILD_OUTPUT,
  );
  reporter.info(`Scripts after the first paint and a Content-Security-Policy written into ${pages.length} pages; public/_headers written`);
};

/** The service worker, last: its precache revisions hash the pages as finishPages left them. */
const serviceWorker: GatsbyNode['onPostBuild'] = async ({ store, reporter }) => {
  const result = await writeServiceWorker(publicDirOf(store));
  for (const warning of result.warnings) reporter.warn(`Service worker: ${warning}`);
  reporter.info(
    result.enabled
      ? `public/sw.js written: ${result.count} files precached, ${(result.size / 1024).toFixed(1)} KB`
      : 'public/sw.js written as a worker that unregisters itself (GATSBY_SERVICE_WORKER=off)',
  );
};

/** Gatsby takes one onPostBuild: the shops' search index, the events' calendars, the downloads, each page's script loader and policy, _headers, then the service worker. */
export const onPostBuild: GatsbyNode['onPostBuild'] = async (...args) => {
  await writeShopIndex?.(...args);
  await writeEventCalendars?.(...args);
  await writeOpenData?.(...args);
  await finishPages?.(...args);
  await serviceWorker?.(...args);
};
