import { cspHash, headersFile, inlineScripts, isHashedAsset, pagePolicy, sitePolicy, supabaseOrigin, withPagePolicy } from '../../../src/gatsby/hosting-headers';
import { htmlElements } from '../../../src/lib/html-read';

// The shape of a Gatsby page: its loader scripts, an image module script, JSON-LD, external scripts and styles.
const loader = '/*<![CDATA[*/window.pagePath="/shops/";/*]]>*/';
const imageScript = 'const e="undefined"!=typeof HTMLImageElement;e&&document.body.addEventListener("load",function(){})';
const globalCss = ':root{--a:#166534}.card{overflow-wrap:anywhere}';
const noscriptCss = '.gatsby-image-wrapper noscript [data-main-image]{opacity:1!important}';
const samplePage = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/>
<style data-identity="gatsby-global-css">${globalCss}</style>
<noscript><style>${noscriptCss}</style></noscript>
<script type="module">${imageScript}</script>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"WebSite"}</script>
</head><body><div id="___gatsby"></div>
<script id="gatsby-script-loader">${loader}</script>
<script src="/app-3f2a9c1d.js" async></script>
</body></html>`;

function directive(policy: string, name: string): string[] | undefined {
  return policy
    .split('; ')
    .find((part) => part.split(' ')[0] === name)
    ?.split(' ')
    .slice(1);
}

function metaPolicyOf(html: string): string[] {
  return htmlElements(html, ['meta'])
    .filter((meta) => meta.attributes['http-equiv']?.toLowerCase() === 'content-security-policy')
    .map((meta) => meta.attributes.content ?? '');
}

/** Whether a `_headers` path (`*` for any run of characters) applies to `url`. */
const pathMatches = (path: string, url: string) => new RegExp(`^${path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(url);

/** The `name` header lines a `_headers` file gives `url`: from every block whose path matches it. */
function headersFor(text: string, url: string, name: string): string[] {
  return text
    .split('\n\n')
    .map((block) => block.split('\n'))
    .filter(([path]) => path !== undefined && pathMatches(path, url))
    .flatMap(([, ...headers]) => headers.map((line) => line.trim()))
    .filter((line) => line.startsWith(name));
}

describe('a page’s own Content-Security-Policy', () => {
  it('hashes a script the way browsers do (the CSP specification’s own example)', () => {
    expect(cspHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });

  it('finds the inline scripts a browser runs, not data blocks or external files', () => {
    expect(inlineScripts(samplePage)).toEqual([imageScript, loader]);
    expect(inlineScripts('<script data-src="/x.js" data-type="module">run()</script>')).toEqual(['run()']);
    expect(inlineScripts("<script type='text/javascript'>run()</script><script type=module src=/m.js></script>")).toEqual(['run()']);
  });

  it('allows exactly the page’s inline scripts, by hash, and no other inline script', () => {
    const scripts = directive(pagePolicy(samplePage), 'script-src');
    expect(scripts?.[0]).toBe("'self'");
    expect(new Set(scripts?.slice(1))).toEqual(new Set([cspHash(imageScript), cspHash(loader)]));
    expect(scripts).not.toContain(cspHash(loader.replace('/shops/', '/brands/')));
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(directive(pagePolicy(samplePage), 'default-src')).toEqual(["'self'"]);
  });

  it('allows the page’s <style> elements by hash, including those for visitors without JavaScript', () => {
    const styles = directive(pagePolicy(samplePage), 'style-src-elem');
    expect(new Set(styles)).toEqual(new Set(["'self'", cspHash(globalCss), cspHash(noscriptCss)]));
  });

  it('is the first thing in <head> after the character set, before any style or script', () => {
    const html = withPagePolicy(samplePage);
    expect(metaPolicyOf(html)).toEqual([pagePolicy(samplePage)]);
    const at = html.indexOf('Content-Security-Policy');
    expect(html.indexOf('<meta charSet="utf-8"/>')).toBeLessThan(at);
    expect(html.indexOf('<style')).toBeGreaterThan(at);
    expect(html.indexOf('<script')).toBeGreaterThan(at);
    // Everything else of the page is unchanged, so the hashes still hold.
    expect(html.replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/, '')).toBe(samplePage);
  });

  it('is replaced, not repeated, when the build runs again over the same page', () => {
    const once = withPagePolicy(samplePage);
    expect(withPagePolicy(once)).toBe(once);
    const accountsLater = withPagePolicy(once, 'https://abcdefgh.supabase.co');
    expect(metaPolicyOf(accountsLater)).toHaveLength(1);
    expect(metaPolicyOf(accountsLater)[0]).toContain('https://abcdefgh.supabase.co');
  });

  it('reads scripts as the browser does: a `>` inside an attribute, a script that is only a comment', () => {
    // The browser runs `run()`, so its hash must be allowed; the commented-out script never runs, so its hash must not be.
    const page = `<!DOCTYPE html><html><head><meta charSet="utf-8"/><!-- <script>retired()</script> --><script data-note="a>b">run()</script></head><body></body></html>`;
    const scripts = directive(pagePolicy(page), 'script-src');
    expect(scripts).toEqual(["'self'", cspHash('run()')]);
  });

  it('leaves fragments that are not pages alone', () => {
    const fragment = `<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>`;
    expect(withPagePolicy(fragment)).toBe(fragment);
  });
});

describe('the policy for every page', () => {
  it('lets pages talk to the Supabase project only when accounts are on', () => {
    for (const policy of [sitePolicy('https://abcdefgh.supabase.co/'), pagePolicy(samplePage, 'https://abcdefgh.supabase.co/')]) {
      expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://abcdefgh.supabase.co']);
    }
    for (const off of [undefined, null, '', '  ']) {
      for (const policy of [sitePolicy(off), pagePolicy(samplePage, off)]) {
        expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
        expect(policy).not.toContain('supabase');
      }
    }
  });

  it('never puts a value that is not an http(s) origin into a policy', () => {
    expect(supabaseOrigin("https://x.supabase.co; script-src 'unsafe-inline'")).toBe(null);
    expect(supabaseOrigin('javascript:alert(1)')).toBe(null);
    expect(supabaseOrigin('http://127.0.0.1:54321/auth')).toBe('http://127.0.0.1:54321');
  });

  it('forbids framing, plugins, other base URLs, form targets and images from other hosts', () => {
    const policy = sitePolicy();
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:']);
  });
});

describe('the _headers file', () => {
  it('tells hashed assets from files that keep their name across builds', () => {
    expect(isHashedAsset('app-3f2a9c1d5e6b7a8c9d0e.js')).toBe(true);
    expect(isHashedAsset('framework-0123abcd4567.js')).toBe(true);
    expect(isHashedAsset('styles.1cf42e23c0f7ef72af9b.css')).toBe(true);
    expect(isHashedAsset('sw.js')).toBe(false);
    expect(isHashedAsset('webpack.stats.json')).toBe(false);
    expect(isHashedAsset('manifest.webmanifest')).toBe(false);
  });

  it('sets each header for a path once, so hosts that join matching rules never send two values', () => {
    const text = headersFile({ hashedAssets: ['app-3f2a9c1d.js', 'styles.1cf42e23.css'], supabaseUrl: 'https://abcdefgh.supabase.co' });
    const rules = text
      .split('\n\n')
      .map((block) => block.split('\n').filter((line) => !line.startsWith('#')))
      .filter((lines) => lines.length > 0)
      .map(([path, ...headers]) => ({ path: path!, headers: headers.map((line) => line.trim()) }));
    const matching = (url: string) => rules.filter(({ path }) => pathMatches(path, url));
    for (const url of ['/', '/shops/', '/404.html', '/app-3f2a9c1d.js', '/static/abc/logo.png', '/page-data/shops/page-data.json', '/sw.js']) {
      const names = matching(url).flatMap(({ headers }) => headers.map((line) => line.split(':')[0]));
      expect({ url, duplicates: names.filter((name, index) => names.indexOf(name) !== index) }).toEqual({ url, duplicates: [] });
      expect({ url, csp: names.includes('Content-Security-Policy') }).toEqual({ url, csp: true });
    }
    const cacheOf = (url: string) =>
      matching(url)
        .flatMap(({ headers }) => headers)
        .find((line) => line.startsWith('Cache-Control'));
    expect(cacheOf('/app-3f2a9c1d.js')).toBe('Cache-Control: public, max-age=31536000, immutable');
    expect(cacheOf('/styles.1cf42e23.css')).toBe('Cache-Control: public, max-age=31536000, immutable');
    expect(cacheOf('/static/abc/logo.png')).toBe('Cache-Control: public, max-age=31536000, immutable');
    expect(cacheOf('/page-data/shops/page-data.json')).toBe('Cache-Control: public, max-age=0, must-revalidate');
    // The browser must see each deploy's service worker: no HTTP cache may hand it an old one.
    expect(cacheOf('/sw.js')).toBe('Cache-Control: no-cache');
    expect(text).toContain(`Content-Security-Policy: ${sitePolicy('https://abcdefgh.supabase.co')}`);
    expect(text).toContain('X-Content-Type-Options: nosniff');
    expect(text).toContain('Referrer-Policy: strict-origin-when-cross-origin');
  });

  it('lets the site itself ask for the position ("Near me"), on every page, and turns off what it never uses', () => {
    const text = headersFile({ hashedAssets: [] });
    for (const url of ['/', '/shops/', '/shops/in/cebu/']) {
      const [line] = headersFor(text, url, 'Permissions-Policy');
      const features = new Map(
        (line ?? '')
          .replace(/^Permissions-Policy:\s*/, '')
          .split(/,\s*/)
          .map((entry) => entry.split('=') as [string, string]),
      );
      expect({ url, geolocation: features.get('geolocation') }).toEqual({ url, geolocation: '(self)' });
      for (const off of ['camera', 'microphone', 'payment', 'usb', 'browsing-topics'])
        expect({ url, off, allowed: features.get(off) }).toEqual({ url, off, allowed: '()' });
    }
  });

  it('tells search engines not to index the pages’ offline copies, and only those', () => {
    const text = headersFile({ hashedAssets: [] });
    const robotsOf = (url: string) => headersFor(text, url, 'X-Robots-Tag');
    expect(robotsOf('/_offline/shops/')).toEqual(['X-Robots-Tag: noindex']);
    expect(robotsOf('/_offline/index.html')).toEqual(['X-Robots-Tag: noindex']);
    for (const url of ['/', '/shops/', '/404.html', '/page-data/shops/page-data.json']) expect({ url, robots: robotsOf(url) }).toEqual({ url, robots: [] });
  });

  it('serves each calendar file as text/calendar, and the events page itself as it was', () => {
    const text = headersFile({ hashedAssets: [], calendarFiles: ['/events.ics', '/events/sample-ride.ics'] });
    const typeOf = (url: string) => headersFor(text, url, 'Content-Type');
    expect(typeOf('/events.ics')).toEqual(['Content-Type: text/calendar; charset=utf-8']);
    expect(typeOf('/events/sample-ride.ics')).toEqual(['Content-Type: text/calendar; charset=utf-8']);
    expect(typeOf('/events/')).toEqual([]);
    expect(typeOf('/events/index.html')).toEqual([]);
  });

  it('serves each CSV download as UTF-8 CSV, and leaves the /data page and the JSON files to the host', () => {
    const text = headersFile({ hashedAssets: [], csvFiles: ['/data/shops.csv', '/data/brands.csv'] });
    const typeOf = (url: string) => headersFor(text, url, 'Content-Type');
    expect(typeOf('/data/shops.csv')).toEqual(['Content-Type: text/csv; charset=utf-8']);
    expect(typeOf('/data/brands.csv')).toEqual(['Content-Type: text/csv; charset=utf-8']);
    for (const url of ['/data/', '/data/index.html', '/data/shops.json', '/data/datapackage.json']) expect({ url, type: typeOf(url) }).toEqual({ url, type: [] });
  });
});
