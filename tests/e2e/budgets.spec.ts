import { test as nodeTest } from '@playwright/test';
import { test, expect } from '../support/e2e/test';
import { allRoutes } from '../support/e2e/site-routes';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'esbuild';
import {
  assertBuilt,
  builtPages,
  fileOfPage,
  filesWithSupabase,
  firstLoadCssGzip,
  firstLoadScripts,
  gzipText,
  imageFiles,
  publicDir,
  readHtml,
  resolvesInBuild,
} from '../support/build-output';
import { htmlElements } from '../../src/lib/html-read';
import { isListingPage } from '../../src/config/addresses';
import { scriptsFetchedOnLoad, totalGzip } from '../support/fetched-scripts';
import { performanceTargets } from '../support/performance-targets';

/**
 * Byte budgets over the production build. They count bytes, so they do not drift
 * with machine load; a page that grows past them fails here, whatever the reason.
 * Lower a ceiling once every page is well under it.
 *
 * JavaScript is counted as a phone downloads it: every script a route fetches in its
 * first 5 seconds with no interaction (tests/support/fetched-scripts.ts), not only the
 * first-load chunk group (which missed the chunks fetched right after hydration).
 */
const KB = 1024;
// Shared with the benchmark: gzip bytes fetched in 5 s without interaction, the same line for every route.
const FETCHED_JAVASCRIPT_CEILING = performanceTargets.fetchedJavaScript;
const FIRST_LOAD_CSS_CEILING = performanceTargets.firstLoadCss; // gzip, the stylesheet Gatsby inlines into every page
const IMAGE_CEILING = 200 * KB; // any one image file the site serves (logos, slides, posters, maps, icons)
// Issue 34: the script a list page answers with before the app starts, with its settings, in the HTML of every list page.
const LIST_SCRIPT_CEILING = 1.5 * KB;
// The script before it that reads a search through the editors' words (search-aliases.csv), with the list's words, in the HTML of every list page.
const WORDS_SCRIPT_CEILING = 1 * KB;
const PROVINCE_MAP_CEILING = 25 * KB; // gzip, the map of shops by province in /shops' HTML (issue 33)
// gzip, the HTML of a listing's own page (a shop's, a brand's, a community listing's, an event's), all of it, as the host sends it.
const LISTING_PAGE_CEILING = 12 * KB;
// Strings every build of d3-geo and topojson-client holds (GeoJSON type names), and no other code of the site.
const MAP_LIBRARY_MARKERS = ['FeatureCollection', 'GeometryCollection'];

const routes = allRoutes().map((route) => route.path);
// Pages the build makes from the data: a province's shops, a list's suggest form.
const PROVINCE_PAGE = '/shops/in/metro-manila/';
const pagesFromData = [PROVINCE_PAGE, '/suggest/shops/'];
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

nodeTest.describe('budgets of the production build', () => {
  nodeTest.beforeAll(() => assertBuilt());

  nodeTest(`first-load CSS of every page stays under ${kb(FIRST_LOAD_CSS_CEILING)} gzip`, () => {
    const over = routes
      .map((route) => ({ route, css: firstLoadCssGzip(route) }))
      .filter((page) => page.css > FIRST_LOAD_CSS_CEILING)
      .map(({ route, css }) => `${route}: ${kb(css)}`);
    expect(over, 'pages over the CSS budget').toEqual([]);
  });

  nodeTest('no page loads supabase-js before an auth feature is used', () => {
    const found = routes.flatMap((route) =>
      filesWithSupabase(firstLoadScripts(route).map((script) => script.file)).map(({ file, marker }) => `${route}: ${file} contains '${marker}'`),
    );
    expect(found, 'supabase-js in first-load JavaScript').toEqual([]);
  });

  nodeTest('no file the browser loads holds the hours library or the holiday library: the build works out the weeks and holidays', () => {
    // Method names each library's own code carries (kept by any minifier: they are properties), checked against the library's files first.
    const libraries = [
      { name: 'opening_hours', file: require.resolve('opening_hours'), markers: ['isWeekStable', 'prettifyValue'] },
      // date-holidays' own code is its parser's.
      { name: 'date-holidays', file: path.join(path.dirname(require.resolve('date-holidays-parser')), 'Holidays.cjs'), markers: ['getCountries', 'getLanguages'] },
    ];
    for (const library of libraries) {
      const source = readFileSync(library.file, 'utf8');
      expect(
        library.markers.filter((marker) => !source.includes(marker)),
        `${library.name}'s own markers`,
      ).toEqual([]);
    }
    // Every script file, and every page with its inline scripts.
    const scripts = (readdirSync(publicDir, { recursive: true }) as string[]).filter((file) => /\.m?js$/.test(file)).map((file) => path.join(publicDir, file));
    const files = [...scripts, ...builtPages().map(fileOfPage)];
    expect(scripts.length).toBeGreaterThan(0);
    const found = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return libraries.flatMap((library) => (library.markers.some((marker) => text.includes(marker)) ? [`${path.relative(publicDir, file)}: ${library.name}`] : []));
    });
    expect(found).toEqual([]);
  });

  nodeTest('the suggest form and its checks load on /suggest pages only', () => {
    // A string only the suggest form's code holds (its draft's storage key).
    const marker = 'padyak-suggest-draft';
    const carrying = (route: string) => firstLoadScripts(route).some((script) => readFileSync(path.join(publicDir, script.file), 'utf8').includes(marker));
    expect(carrying('/suggest/'), 'the marker is found where the form is').toBe(true);
    const found = routes.filter((route) => !route.startsWith('/suggest/') && carrying(route));
    expect(found, 'pages loading the suggest form').toEqual([]);
  });

  nodeTest(`the script that answers a list before the app starts stays under ${kb(LIST_SCRIPT_CEILING)} gzip on every list page`, () => {
    const listScripts = routes.map((route) => ({
      route,
      script: htmlElements(readHtml(route), ['script']).find((script) => script.attributes['data-c'] !== undefined && script.attributes.src === undefined),
    }));
    const carrying = listScripts.filter((page) => page.script).map((page) => page.route);
    expect(carrying, 'the list pages carry it').toEqual(expect.arrayContaining(['/shops/', '/brands/bikes/', '/content-creators/']));
    const over = listScripts
      .filter((page) => page.script && gzipText(`${page.script.attributes['data-c']}${page.script.text}`) > LIST_SCRIPT_CEILING)
      .map(({ route, script }) => `${route}: ${kb(gzipText(`${script!.attributes['data-c']}${script!.text}`))}`);
    expect(over, 'list pages over the inline script budget').toEqual([]);
  });

  nodeTest(`the script that reads a search through the riders' words stays under ${kb(WORDS_SCRIPT_CEILING)} gzip with its words on every list page`, () => {
    const wordsScripts = routes.flatMap((route) => {
      const script = htmlElements(readHtml(route), ['script']).find((element) => element.attributes['data-w'] !== undefined && element.attributes.src === undefined);
      return script
        ? [{ route, words: Object.keys(JSON.parse(script.attributes['data-w']!) as object), bytes: gzipText(`${script.attributes['data-w']}${script.text}`) }]
        : [];
    });
    expect(wordsScripts.map((page) => page.route)).toEqual(expect.arrayContaining(['/shops/', '/brands/bikes/', '/content-creators/']));
    // The shops' words are the most: services, payments and places mean something there.
    const shops = wordsScripts.find((page) => page.route === '/shops/')!;
    expect(shops.words).toEqual(expect.arrayContaining(['piyesa', 'ayos', 'maynila']));
    console.log(`/shops: the words script is ${shops.bytes} B gzip with its ${shops.words.length} words`);
    expect(wordsScripts.filter((page) => page.bytes > WORDS_SCRIPT_CEILING).map(({ route, bytes }) => `${route}: ${kb(bytes)}`)).toEqual([]);
  });

  nodeTest(`the province map adds at most ${kb(PROVINCE_MAP_CEILING)} gzip to /shops' HTML`, () => {
    const html = readFileSync(path.join(publicDir, 'shops', 'index.html'), 'utf8');
    const section = /<section aria-labelledby="shops-by-province".*?<\/section>/s.exec(html)?.[0] ?? '';
    expect(section, 'the map is in the static HTML').toContain('<svg');
    const bytes = gzipSync(section).length;
    console.log(`/shops: the province map is ${kb(bytes)} gzip of ${kb(gzipSync(html).length)}`);
    expect(bytes).toBeLessThanOrEqual(PROVINCE_MAP_CEILING);
  });

  nodeTest(`every listing's page is at most ${kb(LISTING_PAGE_CEILING)} of HTML gzip`, () => {
    const pages = builtPages().filter(isListingPage);
    expect(pages.length, 'the build has listing pages').toBeGreaterThan(200);
    const sizes = pages.map((page) => ({ page, bytes: gzipText(readHtml(page)) }));
    const largest = sizes.reduce((top, size) => (size.bytes > top.bytes ? size : top));
    console.log(`${pages.length} listing pages; the largest is ${largest.page}, ${largest.bytes} B gzip`);
    expect(sizes.filter((size) => size.bytes > LISTING_PAGE_CEILING).map(({ page, bytes }) => `${page}: ${kb(bytes)}`)).toEqual([]);
  });

  nodeTest(`no image file served is larger than ${kb(IMAGE_CEILING)}`, () => {
    const images = imageFiles();
    expect(images.length, 'the build has images to check').toBeGreaterThan(0);
    const over = images.filter((image) => image.bytes > IMAGE_CEILING).map(({ file, bytes }) => `${file}: ${kb(bytes)}`);
    expect(over, 'images over the size ceiling').toEqual([]);
  });
});

/**
 * "Wrong or closed?" is on every card of every list page, so its code must stay small: at most
 * 1 KB gzip of first-load JavaScript. Webpack concatenates modules in the production chunks, so
 * the link's bytes cannot be cut out of them; instead its modules are bundled on their own the way
 * a production chunk holds them (esbuild, minified, unused exports dropped) and gzipped alone.
 * That is an upper bound of what the link adds to a page: alone, gzip finds none of the repeats it
 * shares with the rest of the chunk. Counted: the link, the forms hook, what it uses of
 * form-address.ts and its words. Left out, as every list page loads them without the link: React,
 * Gatsby (useStaticQuery), ExternalLink, the site-metadata hook and vanilla-extract's class-name
 * modules (their CSS counts in the CSS budget above).
 */
const REPORT_LINK_CEILING = 1 * KB;
const sharedByEveryPage: Plugin = {
  name: 'shared-by-every-page',
  setup(bundler) {
    bundler.onResolve({ filter: /(\.css$|\/ExternalLink\/ExternalLink$|\/use-site-metadata$)/ }, (args) => ({ path: args.path, external: true }));
  },
};

nodeTest(`the "Wrong or closed?" link adds at most ${kb(REPORT_LINK_CEILING)} gzip to a list page's first-load JavaScript`, async () => {
  const bundled = await build({
    entryPoints: [path.resolve(__dirname, '../../src/components/ReportLink/ReportLink.tsx')],
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    jsx: 'automatic',
    logLevel: 'silent',
    external: ['react', 'react/jsx-runtime', 'gatsby'],
    plugins: [sharedByEveryPage],
  });
  const code = bundled.outputFiles[0]?.text ?? '';
  // It is the link that was measured: its words and the report page's address are in it.
  expect(code).toContain('Wrong or closed?');
  expect(code).toContain('/suggest/report/');
  const bytes = gzipSync(code).length;
  console.log(`the report link: ${bytes} bytes gzip`);
  expect(bytes, `the report link is ${kb(bytes)} gzip`).toBeLessThanOrEqual(REPORT_LINK_CEILING);
});

/**
 * The static reading above trusts webpack's chunk groups. These ask the browser: every
 * script a route fetches while it loads, hydrates and sits untouched for 5 s (chunks
 * loaded with import() after hydration included), in a fresh context each (cold cache).
 */
for (const route of [...routes, ...pagesFromData]) {
  test(`${route}: JavaScript fetched in 5 s stays under ${kb(FETCHED_JAVASCRIPT_CEILING)} gzip, without supabase-js`, async ({ page }) => {
    const scripts = await scriptsFetchedOnLoad(page, route);
    const total = totalGzip(scripts);
    // The exact figure, for BENCHMARKS.md ("First-load JavaScript per route"): bytes do not vary between runs.
    console.log(`${route}: ${total} bytes (${kb(total)}) gzip in ${scripts.length} scripts`);
    const files = scripts.map((script) => `${script.file} ${kb(script.gzip)}`).join(', ');
    expect(scripts.length, 'scripts seen').toBeGreaterThan(2);
    expect(total, `${route} fetched ${kb(total)}: ${files}`).toBeLessThanOrEqual(FETCHED_JAVASCRIPT_CEILING);
    const local = scripts.map((script) => script.file).filter((file) => resolvesInBuild(`/${file}`));
    const found = filesWithSupabase(local).map(({ file, marker }) => `${file} contains '${marker}'`);
    expect(found, 'supabase-js fetched on page load').toEqual([]);
  });
}

// The map is drawn at build time: no map library, and no code to draw it, reaches /shops or a province page.
for (const route of ['/shops/', PROVINCE_PAGE]) {
  test(`${route}: no map library among the scripts fetched`, async ({ page }) => {
    const scripts = await scriptsFetchedOnLoad(page, route);
    const local = scripts.map((script) => script.file).filter((file) => resolvesInBuild(`/${file}`));
    expect(local.length, 'scripts seen').toBeGreaterThan(2);
    const carrying = local.flatMap((file) => {
      const text = readFileSync(path.join(publicDir, file), 'utf8');
      return MAP_LIBRARY_MARKERS.filter((marker) => text.includes(marker)).map((marker) => `${file} contains '${marker}'`);
    });
    expect(carrying).toEqual([]);
  });
}
