import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { NOT_SAVED_PATH, offlinePagePath } from '../../../src/config/addresses';
import {
  OFFLINE_COPY,
  isPageOrData,
  offlineCopyKey,
  precachedFiles,
  sheetCheckFiles,
  toPrecacheEntries,
  withoutListingPages,
  writeServiceWorker,
} from '../../../src/gatsby/write-service-worker';
import {
  isListingPageRequest,
  isListingTemplateScript,
  isProvinceMap,
  isPageOrDataRequest,
  isShopListPage,
  listingPagePlugin,
  offlineCopyPlugin,
  sheetCheckPattern,
  withListLink,
} from '../../../src/service-worker/offline-fallback';
import { SHEET_CHECK_FILES, sheetCheckFilesOf, type BuiltChunkGroup } from '../../../src/gatsby/sheet-check-files';

describe('the service worker’s precache', () => {
  it('keys each page and data file by the path a visitor asks for (a folder’s page at its address ending in a slash, which the host answers without a redirect), marked as the offline copy in a fragment no request can carry', () => {
    expect(offlineCopyKey('index.html')).toBe(`/#${OFFLINE_COPY}`);
    expect(offlineCopyKey('shops/index.html')).toBe(`/shops/#${OFFLINE_COPY}`);
    expect(offlineCopyKey('brands/bikes/index.html')).toBe(`/brands/bikes/#${OFFLINE_COPY}`);
    expect(offlineCopyKey('404.html')).toBe(`/404#${OFFLINE_COPY}`);
    expect(offlineCopyKey('page-data/shops/page-data.json')).toBe(`/page-data/shops/page-data.json#${OFFLINE_COPY}`);
    expect(offlineCopyKey('shops/index.json')).toBe(`/shops/index.json#${OFFLINE_COPY}`);
  });

  it('serves pages and data network-first, and files with a hash in their name from the precache', () => {
    const entries = toPrecacheEntries([
      { url: 'shops/index.html', revision: 'a1', size: 1 },
      { url: 'page-data/app-data.json', revision: 'b2', size: 1 },
      { url: 'app-3f2a9c1d5e6b.js', revision: null, size: 1 },
      { url: 'static/0a1b/2c3d/logo.avif', revision: null, size: 1 },
    ]);
    expect(entries.map(({ url, revision }) => [url, revision])).toEqual([
      [`/shops/#${OFFLINE_COPY}`, 'a1'],
      [`/page-data/app-data.json#${OFFLINE_COPY}`, 'b2'],
      ['/app-3f2a9c1d5e6b.js', null],
      ['/static/0a1b/2c3d/logo.avif', null],
    ]);
    expect(['x.html', 'x.json', 'app-1234abcd.js', 'styles.1234abcd.css', 'a.avif'].map(isPageOrData)).toEqual([true, true, false, false, false]);
  });
});

describe('the kill switch', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'padyak-sw-unit-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** Runs a written sw.js in a stand-in for a worker's scope: what it listens to, and what it does when installed and activated. */
  async function runWorker(code: string) {
    const listeners = new Map<string, (event: unknown) => unknown>();
    const done: string[] = [];
    let stored = ['precache-v2', 'pages', 'shop-lists'];
    const scope = {
      addEventListener: (type: string, listener: (event: unknown) => unknown) => listeners.set(type, listener),
      skipWaiting: async () => void done.push('skipWaiting'),
      registration: { unregister: async () => void done.push('unregister') },
    };
    const caches = {
      keys: async () => [...stored],
      delete: async (key: string) => {
        stored = stored.filter((name) => name !== key);
        return true;
      },
    };
    runInNewContext(code, { self: scope, caches, Promise });
    const waits: Promise<unknown>[] = [];
    const event = { waitUntil: (promise: Promise<unknown>) => waits.push(promise) };
    listeners.get('install')?.(event);
    listeners.get('activate')?.(event);
    await Promise.all(waits);
    return { listensTo: [...listeners.keys()].sort(), done, stored };
  }

  it('GATSBY_SERVICE_WORKER=off writes a worker that deletes its caches and unregisters itself, and answers no request', async () => {
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>x</title>');
    mkdirSync(path.join(dir, '_offline'));
    writeFileSync(path.join(dir, '_offline/index.html'), '<!doctype html><title>x</title>');
    const result = await writeServiceWorker(dir, 'off');
    expect(existsSync(path.join(dir, '_offline'))).toBe(false);
    expect(result.enabled).toBe(false);
    const worker = readFileSync(path.join(dir, 'sw.js'), 'utf8');
    expect(worker).toMatch(/^\/\/ The service worker is switched off \(GATSBY_SERVICE_WORKER=off\)/);
    expect(await runWorker(worker)).toEqual({ listensTo: ['activate', 'install'], done: ['skipWaiting', 'unregister'], stored: [] });
  });

  it('otherwise writes a Workbox worker that precaches the pages under their offline key, not a long list’s later pages', async () => {
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>x</title>');
    mkdirSync(path.join(dir, 'shops/page/2'), { recursive: true });
    writeFileSync(path.join(dir, 'shops/index.html'), '<!doctype html><title>shops</title>');
    writeFileSync(path.join(dir, 'shops/page/2/index.html'), '<!doctype html><title>shops, page 2</title>');
    const result = await writeServiceWorker(dir, undefined);
    expect(result).toMatchObject({ enabled: true, count: 2 });
    const worker = readFileSync(path.join(dir, 'sw.js'), 'utf8');
    expect(worker).toContain(`"/_offline/#${OFFLINE_COPY}"`);
    expect(worker).toContain(`"/_offline/shops/#${OFFLINE_COPY}"`);
    expect(worker).not.toContain('/shops/page/2');
  }, 60_000);

  it('precaches the calendar files, so "Add to calendar" works offline', async () => {
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>x</title>');
    mkdirSync(path.join(dir, 'events'), { recursive: true });
    writeFileSync(path.join(dir, 'events.ics'), 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
    writeFileSync(path.join(dir, 'events/sample-ride.ics'), 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
    await writeServiceWorker(dir, undefined);
    const worker = readFileSync(path.join(dir, 'sw.js'), 'utf8');
    expect(worker).toContain('"/events.ics"');
    expect(worker).toContain('"/events/sample-ride.ics"');
  }, 60_000);
});

describe('long shop lists', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'padyak-sw-lists-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const page = (file: string, bytes = 100) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), `<!doctype html><title>${file}</title>${'x'.repeat(bytes)}`);
  };

  /** A built site as at thousands of shops: /shops and Metro Manila on several pages, Cebu on one. */
  function longListSite(cardBytes: number): void {
    page('index.html');
    for (const list of ['shops', 'shops/in/metro-manila']) {
      page(`${list}/index.html`, cardBytes);
      page(`page-data/${list}/page-data.json`, cardBytes / 10);
      for (const n of [2, 3]) {
        page(`${list}/page/${n}/index.html`, cardBytes);
        page(`page-data/${list}/page/${n}/page-data.json`, cardBytes / 10);
      }
    }
    page('shops/in/cebu/index.html');
    page('page-data/shops/in/cebu/page-data.json');
    page('shops/index.json', cardBytes);
  }

  it("leaves a long province list's pages to the runtime cache, and keeps /shops, its index and a one-page list", async () => {
    longListSite(1000);
    await writeServiceWorker(dir, undefined);
    const worker = readFileSync(path.join(dir, 'sw.js'), 'utf8');
    for (const kept of [
      '/_offline/shops/',
      '/page-data/shops/page-data.json',
      '/shops/index.json',
      '/_offline/shops/in/cebu/',
      '/page-data/shops/in/cebu/page-data.json',
    ]) {
      expect(worker).toContain(`"${kept}#${OFFLINE_COPY}"`);
    }
    expect(worker).not.toContain('metro-manila');
    expect(worker).not.toMatch(/"\/shops\/page\/2/);
  }, 60_000);

  it('does not grow with a long province list: 200 cards more on its first page add nothing to the precache', async () => {
    longListSite(1000);
    const small = await writeServiceWorker(dir, undefined);
    rmSync(dir, { recursive: true, force: true });
    longListSite(700_000);
    const large = await writeServiceWorker(dir, undefined);
    // Only /shops (its offline copy), its page data and the index grow: they are what search reaches every shop with offline.
    const grown = 700_000 - 1000;
    expect(large.size - small.size).toBe(grown + grown / 10 + grown);
    expect(existsSync(path.join(dir, '_offline/shops/in/metro-manila'))).toBe(false);
  }, 60_000);

  it("stores a visited list page and its data at run time: a long list's first page and every later page, not /shops itself", () => {
    const matches = (pathname: string, sameOrigin = true) => isShopListPage({ url: new URL(pathname, 'https://padyak.example'), sameOrigin });
    for (const pathname of [
      '/shops/in/metro-manila',
      '/shops/in/metro-manila/',
      '/shops/in/metro-manila/page/3',
      '/shops/page/2',
      '/page-data/shops/in/cebu/page-data.json',
      '/page-data/shops/page/2/page-data.json',
    ]) {
      expect([pathname, matches(pathname)]).toEqual([pathname, true]);
    }
    for (const pathname of ['/shops', '/shops/index.json', '/page-data/shops/page-data.json', '/brands/bikes', '/shops/in/metro-manila/x']) {
      expect([pathname, matches(pathname)]).toEqual([pathname, false]);
    }
    expect(matches('/shops/page/2', false)).toBe(false);
  });
});

describe("the listing pages' own scripts", () => {
  it("are left out of the precache while the lists' scripts stay, and the worker stores them when a listing page loads them", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'padyak-sw-scripts-'));
    try {
      const scripts = [
        'component---src-templates-shop-page-tsx-932c67dc94d99668fa7f.js',
        'component---src-templates-brand-page-tsx-1d009e068cdc912a6ddd.js',
        'component---src-templates-community-listing-page-tsx-0da71c74167a8cac07fb.js',
        'component---src-templates-event-page-tsx-a593283723214919cb1a.js',
        'component---src-templates-closed-listing-page-tsx-0123456789abcdef0123.js',
      ];
      const kept = [
        'component---src-templates-brand-list-page-tsx-0eb4e8468b0ea4f0193c.js',
        'component---src-pages-shops-tsx-0123456789abcdef0123.js',
        'app-1cf42e23ab.js',
      ];
      for (const file of [...scripts, ...kept]) writeFileSync(path.join(dir, file), '0');
      const files = (await precachedFiles(dir)).map(({ url }) => url);
      expect(files.filter((file) => file.endsWith('.js')).sort()).toEqual([...kept].sort());
      const request = (file: string) => ({ url: new URL(`https://padyak.example/${file}`), sameOrigin: true });
      expect(scripts.map((file) => isListingTemplateScript(request(file)))).toEqual(scripts.map(() => true));
      expect(kept.map((file) => isListingTemplateScript(request(file)))).toEqual(kept.map(() => false));
      expect(isListingTemplateScript({ ...request(scripts[0]!), sameOrigin: false })).toBe(false);
      expect(isProvinceMap(request('maps/iloilo.svg'))).toBe(true);
      expect(isProvinceMap(request('maps/../sw.js'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('listing pages', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'padyak-sw-listings-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  const APP = '<script src="/app-1cf42e23ab.js" async></script>';
  const PRELOAD = '<link rel="preload" as="script" href="/app-1cf42e23ab.js"/>';
  /** A built page: Gatsby's address script, its app's preload and script, and a link. */
  const builtPage = (pagePath: string, body = '') =>
    `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${PRELOAD}<title>${pagePath}</title></head>` +
    `<body><main><h1>${pagePath}</h1>${body}</main><script id="gatsby-script-loader">window.pagePath="${pagePath}";</script>${APP}</body></html>`;
  /** Pages (HTML and page data) at these addresses. */
  const site = (addresses: readonly string[]) => {
    for (const address of addresses) {
      write(`${address.slice(1)}index.html`, builtPage(address));
      write(`page-data${address}page-data.json`, '{}');
    }
  };
  const LISTS = ['/', '/shops/', '/shops/in/cebu/', '/brands/', '/brands/bikes/', '/content-creators/', '/events/', '/suggest/report/shops/tryon-makati/'];
  const LISTINGS = ['/shops/tryon-makati/', '/brands/bikes/trek/', '/content-creators/the-bike-guy/', '/cycling-groups/page-listing/', '/events/sample-ride-2027/'];

  it('are left out of the precache, their HTML and page data; the lists, the forms and the not-saved page stay', async () => {
    site([...LISTS, ...LISTINGS]);
    write(`${NOT_SAVED_PATH.slice(1)}index.html`, builtPage(NOT_SAVED_PATH, '<a data-list-link="" href="/">Open its list</a>'));
    write('events/sample-ride-2027.ics', 'BEGIN:VCALENDAR');
    const files = (await precachedFiles(dir)).map(({ url }) => url);
    for (const listing of LISTINGS) {
      expect(files.filter((file) => [listing.slice(1), `_offline${listing}`, `page-data${listing}`].some((start) => file.startsWith(start)))).toEqual([]);
    }
    for (const list of LISTS) {
      expect(files).toContain(`_offline${list}index.html`);
      expect(files).toContain(`page-data${list}page-data.json`);
    }
    expect(files).toContain('_offline/not-saved/index.html');
    expect(files).toContain('events/sample-ride-2027.ics');
  }, 60_000);

  it('leave the downloads of /data/ out of the precache, and keep the /data page', async () => {
    site(['/', '/data/']);
    for (const file of ['shops.csv', 'shops.json', 'datapackage.json']) write(`data/${file}`, 'id\r\n');
    const files = (await precachedFiles(dir)).map(({ url }) => url);
    expect(files.filter((file) => file.startsWith('data/'))).toEqual([]);
    expect(files).toContain('_offline/data/index.html');
    expect(files).toContain('page-data/data/page-data.json');
  }, 60_000);

  it('withoutListingPages filters by the served address of each file', () => {
    const entries = [
      'shops/tryon-makati/index.html',
      'page-data/shops/tryon-makati/page-data.json',
      'brands/bikes/trek/index.html',
      'shops/index.html',
      'shops/index.json',
      'shops/in/cebu/index.html',
      'brands/bikes/index.html',
      'index.html',
    ].map((url) => ({ url, revision: '1' }));
    expect(withoutListingPages(entries).map(({ url }) => url)).toEqual([
      'shops/index.html',
      'shops/index.json',
      'shops/in/cebu/index.html',
      'brands/bikes/index.html',
      'index.html',
    ]);
  });

  it("the not-saved page's offline copy runs no script, so Gatsby's app never replaces the listing's address with its own; other copies keep theirs", async () => {
    site(['/', '/shops/']);
    write(`${NOT_SAVED_PATH.slice(1)}index.html`, builtPage(NOT_SAVED_PATH, '<a data-list-link="" href="/">Open its list</a>'));
    await writeServiceWorker(dir, undefined);
    const copy = readFileSync(path.join(dir, '_offline/not-saved/index.html'), 'utf8');
    expect(copy).not.toContain('<script');
    expect(copy).not.toContain('rel="preload"');
    expect(copy).toContain('<h1>/not-saved/</h1>');
    expect(copy).toContain('<meta name="robots" content="noindex"/>');
    expect(readFileSync(path.join(dir, '_offline/shops/index.html'), 'utf8')).toContain(APP);
    // The page the host serves is left as built.
    expect(readFileSync(path.join(dir, 'not-saved/index.html'), 'utf8')).toContain(APP);
  }, 60_000);

  it('go to their own runtime cache, before the rule for every page; not a list, a province or a later page of a list', () => {
    const request = (pathname: string, mode: RequestMode = 'navigate') => ({
      url: new URL(pathname, 'https://padyak.example'),
      sameOrigin: true,
      request: { mode } as Request,
    });
    for (const pathname of [
      '/shops/tryon-makati/',
      '/shops/tryon-makati',
      '/page-data/shops/tryon-makati/page-data.json',
      '/brands/bikes/trek/',
      '/events/sample-ride-2027/',
    ]) {
      expect([pathname, isListingPageRequest(request(pathname))]).toEqual([pathname, true]);
      // The rule for every page matches it too: the worker registers the listing rule first.
      expect(isPageOrDataRequest(request(pathname, pathname.endsWith('.json') ? 'cors' : 'navigate'))).toBe(true);
      expect(isShopListPage(request(pathname))).toBe(false);
    }
    for (const pathname of ['/shops/', '/shops/in/cebu/', '/shops/page/2/', '/brands/bikes/', '/events/', NOT_SAVED_PATH]) {
      expect([pathname, isListingPageRequest(request(pathname))]).toEqual([pathname, false]);
    }
    expect(isListingPageRequest({ ...request('/shops/tryon-makati/'), sameOrigin: false })).toBe(false);
    const worker = readFileSync(path.resolve('src/service-worker/worker.ts'), 'utf8');
    expect(worker.indexOf('isListingPageRequest,\n')).toBeGreaterThan(-1);
    expect(worker.lastIndexOf('registerRoute(\n  isListingPageRequest')).toBeLessThan(worker.indexOf('registerRoute(isPageOrDataRequest'));
  });

  describe('offline, when the network fails', () => {
    const NOT_SAVED_COPY = builtPage(NOT_SAVED_PATH, '<p><a data-list-link="" href="/">Open its list</a>, which is saved.</p>');
    let stored: Map<string, () => Response>;
    beforeEach(() => {
      stored = new Map([
        [
          offlinePagePath(NOT_SAVED_PATH),
          () => new Response(NOT_SAVED_COPY, { headers: { 'content-type': 'text/html', 'content-length': '1', date: 'Sat, 28 Nov 2026 10:00:00 GMT' } }),
        ],
        [offlinePagePath('/404.html'), () => new Response('not found copy')],
        ['/shops/visited-makati/', () => new Response('visited copy')],
      ]);
      (globalThis as { caches?: unknown }).caches = { match: async (key: string) => stored.get(key)?.() };
    });
    afterEach(() => {
      delete (globalThis as { caches?: unknown }).caches;
    });
    const fallback = async (pathname: string, mode: RequestMode = 'navigate') => {
      const request = { url: `https://padyak.example${pathname}?utm=x`, mode } as Request;
      return (
        (await listingPagePlugin.cachedResponseWillBeUsed({ request, cachedResponse: stored.get(pathname)?.() })) ??
        (await listingPagePlugin.handlerDidError({ request }))
      );
    };

    it('a visited listing page opens from its stored copy', async () => {
      expect(await (await fallback('/shops/visited-makati/'))?.text()).toBe('visited copy');
    });

    it.each([
      ['/shops/tryon-makati/', '/shops/'],
      ['/shops/tryon-makati', '/shops/'],
      ['/brands/bikes/trek/', '/brands/bikes/'],
      ['/content-creators/the-bike-guy/', '/content-creators/'],
      ['/events/sample-ride-2027/', '/events/'],
    ])('an unvisited %s shows the not-saved page, linking %s', async (pathname, list) => {
      const response = (await fallback(pathname))!;
      const html = await response.text();
      expect(html).toContain(`<a data-list-link="" href="${list}">Open its list</a>`);
      expect(html).not.toContain('data-list-link="" href="/"');
      expect(html).toContain('<h1>/not-saved/</h1>');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html');
      expect(response.headers.get('date')).toBe('Sat, 28 Nov 2026 10:00:00 GMT');
      // The text changed length: the copy's own length would cut it.
      expect(response.headers.get('content-length')).toBeNull();
    });

    it("an unvisited listing's page data fails, as any data with no copy does (Gatsby then loads the page itself)", async () => {
      expect(await fallback('/page-data/shops/tryon-makati/page-data.json', 'cors')).toBeUndefined();
    });

    it('without the not-saved copy, the saved 404 page, as before', async () => {
      stored.delete(offlinePagePath(NOT_SAVED_PATH));
      expect(await (await fallback('/shops/tryon-makati/'))?.text()).toBe('not found copy');
    });
  });

  it('withListLink sets the marked link only', () => {
    const html = '<a href="/">Home</a><a data-list-link="" href="/">Open its list</a>';
    expect(withListLink(html, '/brands/bikes/')).toBe('<a href="/">Home</a><a data-list-link="" href="/brands/bikes/">Open its list</a>');
  });
});

describe('the offline copy of each page', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'padyak-sw-copies-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const CSS = ':root{--green:#166534}body{margin:0;color:var(--green)}'.repeat(500);
  /** A page as the build leaves it: the stylesheet inlined by Gatsby, an inline script, its text. */
  const builtPage = (title: string) =>
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
    `<style data-href="/styles.1cf42e23ab.css" data-identity="gatsby-global-css">${CSS}</style><title>${title}</title></head>` +
    `<body><main><h1>${title}</h1></main><script>document.documentElement.dataset.ran="1"</script></body></html>`;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };

  it('precaches each page as a copy under _offline/ that links the precached stylesheet instead of carrying it inline', async () => {
    write('styles.1cf42e23ab.css', CSS);
    write('index.html', builtPage('Home'));
    write('shops/index.html', builtPage('Bike Shops'));
    write('404.html', builtPage('Not found'));
    const result = await writeServiceWorker(dir, undefined);

    const copy = readFileSync(path.join(dir, '_offline/shops/index.html'), 'utf8');
    expect(copy).toContain('<link rel="stylesheet" href="/styles.1cf42e23ab.css"/>');
    expect(copy).not.toContain(CSS);
    expect(copy).toContain('<h1>Bike Shops</h1>');
    expect(copy).toContain('<script>document.documentElement.dataset.ran="1"</script>');
    expect(copy).toContain('<meta name="robots" content="noindex"/>');
    // The page the host serves keeps its inline stylesheet: the first paint online needs it.
    expect(readFileSync(path.join(dir, 'shops/index.html'), 'utf8')).toBe(builtPage('Bike Shops'));

    const worker = readFileSync(path.join(dir, 'sw.js'), 'utf8');
    for (const key of ['/_offline/', '/_offline/shops/', '/_offline/404', '/styles.1cf42e23ab.css']) expect(worker).toContain(`"${key}`);
    expect(worker).not.toContain(`"/shops/#${OFFLINE_COPY}"`);
    // Three pages without their inline copy, and the stylesheet once.
    const files = await precachedFiles(dir);
    expect(files.map(({ url }) => url).sort()).toEqual(['_offline/404.html', '_offline/index.html', '_offline/shops/index.html', 'styles.1cf42e23ab.css']);
    expect(result.size).toBeLessThan(2 * CSS.length);
    expect(result.size).toBe(files.reduce((sum, file) => sum + file.size, 0));
  }, 60_000);

  it('keeps the inline stylesheet when its file is not there, so the offline copy is never unstyled', async () => {
    write('index.html', builtPage('Home'));
    await writeServiceWorker(dir, undefined);
    const copy = readFileSync(path.join(dir, '_offline/index.html'), 'utf8');
    expect(copy).toContain(CSS);
    expect(copy).not.toContain('rel="stylesheet"');
  }, 60_000);

  it('leaves no copy of a page the last build had and this one has not', async () => {
    write('styles.1cf42e23ab.css', CSS);
    write('index.html', builtPage('Home'));
    write('_offline/events/index.html', builtPage('Events'));
    await writeServiceWorker(dir, undefined);
    expect(readdirSync(path.join(dir, '_offline'), { recursive: true })).toEqual(['index.html']);
  }, 60_000);

  it('falls back, for a page, to its offline copy where the page reads its saved date, and for data to the data itself', async () => {
    const stored = new Map<string, string>([
      ['/_offline/', 'home copy'],
      ['/_offline/shops/', 'shops copy'],
      ['/_offline/brands/bikes/', 'bikes copy'],
      ['/_offline/404', 'not found copy'],
      ['/page-data/shops/page-data.json', 'shops data'],
    ]);
    const lookups: string[] = [];
    (globalThis as { caches?: unknown }).caches = {
      match: async (key: string) => {
        lookups.push(key);
        return stored.has(key) ? stored.get(key) : undefined;
      },
    };
    try {
      const fallback = async (pathname: string, mode: RequestMode = 'navigate') => {
        const request = { url: `https://padyak.example${pathname}?q=x`, mode } as Request;
        return (await offlineCopyPlugin.cachedResponseWillBeUsed({ request })) ?? (await offlineCopyPlugin.handlerDidError({ request }));
      };
      expect(await fallback('/')).toBe('home copy');
      expect(await fallback('/shops')).toBe('shops copy');
      expect(await fallback('/shops/')).toBe('shops copy');
      expect(await fallback('/brands/bikes')).toBe('bikes copy');
      expect(await fallback('/brands/bikes/')).toBe('bikes copy');
      expect(await fallback('/no-such-page')).toBe('not found copy');
      expect(await fallback('/page-data/shops/page-data.json', 'cors')).toBe('shops data');
      // The page's offline note finds the same copy for its date.
      for (const pathname of ['/', '/shops', '/shops/', '/brands/bikes', '/brands/bikes/']) expect(stored.has(offlinePagePath(pathname))).toBe(true);
      expect(lookups).toContain(offlinePagePath('/shops/'));
    } finally {
      delete (globalThis as { caches?: unknown }).caches;
    }
  });
});

describe('the sheet checks', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'padyak-sw-checks-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A build as webpack makes it: the checks' chunk groups, and /editors' page sharing a chunk with one of them. */
  const groups: BuiltChunkGroup[] = [
    {
      modules: ['/p/src/gatsby-browser.tsx', '/p/node_modules/react/index.js'],
      files: ['webpack-runtime-0a1b2c3d4e5f.js', 'styles.0a1b2c3d4e5f.css', 'app-0a1b2c3d4e5f.js'],
    },
    {
      modules: ['/p/src/pages/editors.tsx', '/p/src/lib/shared.ts'],
      files: ['styles.0a1b2c3d4e5f.css', '684-1a2b3c4d5e6f.js', 'component---src-pages-editors-tsx-1a2b3c4d5e6f.js'],
    },
    {
      modules: ['/p/src/pipeline/rules/index.ts', '/p/src/lib/shared.ts', '/p/src/lib/suggest-check-browser.ts'],
      files: ['e76a-2b3c4d5e6f7a.js', '684-1a2b3c4d5e6f.js', '83-3c4d5e6f7a8b.js'],
    },
    { modules: ['/p/src/lib/sheet-check.worker.ts', '/p/src/pipeline/rules/index.ts'], files: ['62-4d5e6f7a8b9c.js', 'e76a-2b3c4d5e6f7a.js'] },
  ];

  function builtSite(): void {
    writeFileSync(path.join(dir, SHEET_CHECK_FILES), JSON.stringify(sheetCheckFilesOf(groups)));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>x</title>');
    for (const file of new Set(groups.flatMap((group) => group.files))) writeFileSync(path.join(dir, file), 'x'.repeat(1000));
  }

  it('are the files of the chunk groups the forms’ import and /editors’ Web Worker start, less a chunk another group loads', () => {
    expect(sheetCheckFilesOf(groups)).toEqual({
      'src/lib/suggest-check-browser.ts': ['83-3c4d5e6f7a8b.js', 'e76a-2b3c4d5e6f7a.js'],
      'src/lib/sheet-check.worker.ts': ['62-4d5e6f7a8b9c.js', 'e76a-2b3c4d5e6f7a.js'],
    });
    builtSite();
    expect(sheetCheckFiles(dir)).toEqual(['62-4d5e6f7a8b9c.js', '83-3c4d5e6f7a8b.js', 'e76a-2b3c4d5e6f7a.js']);
  });

  it('are left out of the precache and stored on first use, cache-first; the pages and scripts they share stay precached', async () => {
    builtSite();
    const result = await writeServiceWorker(dir, undefined);
    const worker = readFileSync(path.join(dir, 'sw.js'), 'utf8');
    for (const file of sheetCheckFiles(dir)) expect(worker).not.toContain(`"/${file}"`);
    expect(worker).not.toContain(SHEET_CHECK_FILES);
    for (const kept of ['/app-0a1b2c3d4e5f.js', '/684-1a2b3c4d5e6f.js', '/component---src-pages-editors-tsx-1a2b3c4d5e6f.js']) expect(worker).toContain(`"${kept}"`);
    expect(result.count).toBe(6); // index.html and the five files that are not only the checks'
    // The worker knows them by name, for its cache-first route.
    for (const file of sheetCheckFiles(dir)) expect(worker).toContain(`"${file}"`);
  }, 60_000);

  it('are matched by their exact names only', () => {
    const pattern = sheetCheckPattern(['e76a-2b3c4d5e6f7a.js', '83-3c4d5e6f7a8b.js'])!;
    expect(pattern.test('https://padyak.example/e76a-2b3c4d5e6f7a.js')).toBe(true);
    expect(pattern.test('https://padyak.example/83-3c4d5e6f7a8b.js')).toBe(true);
    for (const other of [
      'https://padyak.example/183-3c4d5e6f7a8b.js',
      'https://padyak.example/e76a-2b3c4d5e6f7aXjs',
      'https://padyak.example/e76a-2b3c4d5e6f7a.js.map',
    ]) {
      expect([other, pattern.test(other)]).toEqual([other, false]);
    }
    expect(sheetCheckPattern([])).toBeNull();
  });

  it('a build without the list precaches as before', () => {
    expect(sheetCheckFiles(dir)).toEqual([]);
  });
});
