import { test as nodeTest } from '@playwright/test';
import { test, expect } from './support/test';
import { allRoutes } from './support/site-routes';
import {
  assertBuilt,
  filesWithSupabase,
  firstLoadCssGzip,
  firstLoadScripts,
  imageFiles,
  resolvesInBuild,
  sumGzip,
} from './support/build-output';

/**
 * Byte budgets over the production build. They read files, so they do not drift
 * with machine load; a page that grows past them fails here, whatever the reason.
 * Lower a ceiling once every page is well under it. JS started at 110 KB; since framer-motion left
 * first-load (c1eac1e) the heaviest page is 88.7 KB, so it now holds the target of issue 6: 95 KB.
 */
const KB = 1024;
const FIRST_LOAD_JS_CEILING = 95 * KB; // gzip, webpack runtime + framework + app + the page's chunks
// The home page also carries framer-motion for the slider's swipe and slide-in (about 15 KB gzip): loading it
// after hydration swapped the slide's element under a visitor's first key press (a flaky, real glitch), so it
// stays in the first load there until the slider can take over its static slide without a remount.
const HOME_FIRST_LOAD_JS_CEILING = 110 * KB;
const ceilingOf = (route: string) => (route === '/' ? HOME_FIRST_LOAD_JS_CEILING : FIRST_LOAD_JS_CEILING);
const FIRST_LOAD_CSS_CEILING = 15 * KB; // gzip, the stylesheet Gatsby inlines into every page
const IMAGE_CEILING = 200 * KB; // any one image file the site serves (logos, slides, posters, maps, icons)

const routes = allRoutes().map((route) => route.path);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

nodeTest.describe('budgets of the production build', () => {
  nodeTest.beforeAll(() => assertBuilt());

  nodeTest(`first-load JavaScript stays under ${kb(FIRST_LOAD_JS_CEILING)} gzip per page (${kb(HOME_FIRST_LOAD_JS_CEILING)} on /)`, () => {
    const over = routes
      .map((route) => {
        const scripts = firstLoadScripts(route);
        return { route, total: sumGzip(scripts), scripts };
      })
      .filter((page) => page.total > ceilingOf(page.route))
      .map(({ route, total, scripts }) => `${route}: ${kb(total)} (${scripts.map((s) => `${s.file} ${kb(s.gzip)}`).join(', ')})`);
    expect(over, 'pages over the first-load JavaScript budget').toEqual([]);
  });

  nodeTest(`first-load CSS of every page stays under ${kb(FIRST_LOAD_CSS_CEILING)} gzip`, () => {
    const over = routes
      .map((route) => ({ route, css: firstLoadCssGzip(route) }))
      .filter((page) => page.css > FIRST_LOAD_CSS_CEILING)
      .map(({ route, css }) => `${route}: ${kb(css)}`);
    expect(over, 'pages over the CSS budget').toEqual([]);
  });

  nodeTest('no page loads supabase-js before an auth feature is used', () => {
    const found = routes.flatMap((route) =>
      filesWithSupabase(firstLoadScripts(route).map((script) => script.file)).map(
        ({ file, marker }) => `${route}: ${file} contains '${marker}'`,
      ),
    );
    expect(found, 'supabase-js in first-load JavaScript').toEqual([]);
  });

  nodeTest(`no image file served is larger than ${kb(IMAGE_CEILING)}`, () => {
    const images = imageFiles();
    expect(images.length, 'the build has images to check').toBeGreaterThan(0);
    const over = images.filter((image) => image.bytes > IMAGE_CEILING).map(({ file, bytes }) => `${file}: ${kb(bytes)}`);
    expect(over, 'images over the size ceiling').toEqual([]);
  });
});

/**
 * The static reading above trusts webpack's chunk groups. This one asks the
 * browser: every script a page actually fetches while it loads and hydrates
 * (including chunks loaded with import() on mount) must be free of supabase-js.
 */
test('no script fetched while a page loads contains supabase-js', async ({ page }) => {
  test.setTimeout(240_000);
  const fetched = new Map<string, string>(); // script file (relative to public/) → first route that fetched it
  let route = '';
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    const url = new URL(request.url());
    if (url.hostname !== '127.0.0.1' || !resolvesInBuild(url.pathname)) return;
    const file = url.pathname.replace(/^\//, '');
    if (!fetched.has(file)) fetched.set(file, route);
  });
  for (const path of routes) {
    route = path;
    await page.goto(path);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.waitForLoadState('networkidle');
  }
  expect(fetched.size, 'scripts seen').toBeGreaterThan(2);
  const found = filesWithSupabase([...fetched.keys()]).map(({ file, marker }) => `${fetched.get(file)}: ${file} contains '${marker}'`);
  expect(found, 'supabase-js fetched on page load').toEqual([]);
});
