/**
 * @jest-environment jsdom
 */
import { inlineScripts } from '../../../src/gatsby/hosting-headers';
import { paintFirst as paintFirstWith } from '../../../src/gatsby/paint-first';
import { PAINT_FIRST_LATEST_MS as LATEST_MS } from '../../../src/lib/paint-first';
import { compiledPaintFirstLoader } from '../../support/inline-scripts';

/** The page as the build leaves it, with the loader the build compiles. */
const paintFirst = (html: string) => paintFirstWith(html, compiledPaintFirstLoader());

// The end of a page as Gatsby 5 writes it (public/shops/index.html).
const gatsbyEnd = `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/shops/";/*]]>*/</script><!-- slice-start id="_gatsby-scripts-1" -->
<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>
<script>window.___webpackCompilationHash="7d23c6b8";</script><script src="/webpack-runtime-bd5d79cc.js" async></script><script src="/framework-e92cb3be.js" async></script><script src="/app-d2f3233b.js" async></script><!-- slice-end id="_gatsby-scripts-1" --></body></html>`;
const page = `<!DOCTYPE html><html lang="en"><head><script type="application/ld+json">{"@type":"ItemList"}</script></head><body><main><p>Bike shops</p></main>${gatsbyEnd}`;
const gatsbyScripts = ['/webpack-runtime-bd5d79cc.js', '/framework-e92cb3be.js', '/app-d2f3233b.js'];

type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

/**
 * Runs the page's loader in this jsdom document, with what the browser reports under the test's
 * control: paint timing (or none, as in old Safari), animation frames and the tab's visibility.
 */
function runLoader(html: string, { paintTiming = true } = {}) {
  const frames: FrameRequestCallback[] = [];
  const observers: PaintCallback[] = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'navigation'] : ['navigation'];
    constructor(private readonly callback: PaintCallback) {}
    observe(options: { type: string }) {
      if (options.type === 'paint') observers.push(this.callback);
    }
  }
  Object.defineProperty(window, 'PerformanceObserver', { configurable: true, value: FakeObserver });
  // As the browser runs it: an inline script in the document (jest's jsdom runs scripts).
  const loader = document.createElement('script');
  loader.setAttribute('data-scripts', /<script data-scripts="([^"]*)">/.exec(html)?.[1] ?? '');
  loader.textContent = inlineScripts(html).at(-1)!;
  document.head.append(loader);
  return {
    requested: () => [...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src')),
    paint: (name: string) => observers.forEach((callback) => callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) })),
    nextFrame: () => frames.splice(0).forEach((callback) => callback(0)),
  };
}

function setVisibility(state: DocumentVisibilityState) {
  jest.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  jest.useFakeTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('pages paint before their scripts run', () => {
  it('leaves no script element that the browser would fetch and run while it parses the page', () => {
    const html = paintFirst(page);
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    // Everything else is as Gatsby wrote it, the loader in the place of the last script, the hints first in the head.
    expect(html.replace(/<script data-scripts="[^"]*">[\s\S]*?<\/script>/, '').replace(/<link rel="preload" as="script" href="[^"]*"\/>/g, '')).toBe(
      page.replace(/<script src="[^"]*" async><\/script>/g, ''),
    );
  });

  it('names every script first in the head as a preload, so its bytes arrive while the page is parsed and painted', () => {
    const html = paintFirst(page);
    const head = /<head>([\s\S]*?)<\/head>/.exec(html)![1]!;
    expect(head.startsWith('<link rel="preload"')).toBe(true);
    document.documentElement.innerHTML = html;
    const hints = [...document.head.querySelectorAll('link[rel="preload"]')];
    expect(hints.map((link) => link.getAttribute('href'))).toEqual(gatsbyScripts);
    // A classic script without crossorigin: the loader's elements reuse the preloaded bytes.
    expect(hints.every((link) => link.getAttribute('as') === 'script' && !link.hasAttribute('crossorigin'))).toBe(true);
    // A hint runs nothing, and adds no inline script whose hash the page's policy would need.
    expect(inlineScripts(html)).toEqual(inlineScripts(paintFirst(page.replace('<head>', '<head><title>x</title>'))));
  });

  it('after the character set, where Gatsby writes one', () => {
    const html = paintFirst(page.replace('<head>', '<head><meta charSet="utf-8"/>'));
    expect(html).toContain('<head><meta charSet="utf-8"/><link rel="preload" as="script" href="/webpack-runtime-bd5d79cc.js"/>');
  });

  it('adds Gatsby’s scripts, in Gatsby’s order, once the browser has painted the page’s first content', () => {
    const { requested, paint, nextFrame } = runLoader(paintFirst(page));
    nextFrame();
    jest.advanceTimersByTime(LATEST_MS - 1);
    paint('first-paint');
    expect(requested()).toEqual([]);
    paint('first-contentful-paint');
    expect(requested()).toEqual(gatsbyScripts);
    paint('first-contentful-paint');
    expect(requested()).toEqual(gatsbyScripts);
  });

  it('without paint timing, adds them once the first frame is done', () => {
    const { requested, nextFrame } = runLoader(paintFirst(page), { paintTiming: false });
    expect(requested()).toEqual([]);
    nextFrame();
    // Still inside the frame, before its paint.
    expect(requested()).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(requested()).toEqual(gatsbyScripts);
  });

  it('adds them anyway if the browser never reports a paint, and only once', () => {
    const { requested, paint } = runLoader(paintFirst(page));
    jest.advanceTimersByTime(LATEST_MS - 1);
    expect(requested()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(requested()).toEqual(gatsbyScripts);
    paint('first-contentful-paint');
    expect(requested()).toEqual(gatsbyScripts);
  });

  it('in a background tab, which paints nothing until it is shown, adds them at once, and once', () => {
    setVisibility('hidden');
    const { requested, paint } = runLoader(paintFirst(page));
    expect(requested()).toEqual(gatsbyScripts);
    paint('first-contentful-paint');
    expect(requested()).toEqual(gatsbyScripts);
  });

  it('in a tab hidden before its first paint, adds them when it is hidden', () => {
    const { requested } = runLoader(paintFirst(page));
    expect(requested()).toEqual([]);
    setVisibility('hidden');
    expect(requested()).toEqual(gatsbyScripts);
  });

  it('loads only the scripts the page has, not one left in a comment, whatever the order of their attributes', () => {
    const commented = page
      .replace('<main>', '<main><!-- <script src="/retired-0a1b2c3d.js" async></script> -->')
      .replace('<script src="/app-d2f3233b.js" async>', '<script async src="/app-d2f3233b.js">');
    const { requested } = runLoader(paintFirst(commented));
    jest.advanceTimersByTime(LATEST_MS);
    expect(requested()).toEqual(gatsbyScripts);
  });

  it('gives every page the same loader text, so the site’s policies hash one script, whichever scripts the page has', () => {
    const other = page.replace('/app-d2f3233b.js', '/app-9f8e7d6c.js').replace('/framework-e92cb3be.js', '/framework-00aa11bb.js');
    expect(inlineScripts(paintFirst(other)).at(-1)).toBe(inlineScripts(paintFirst(page)).at(-1));
    expect(paintFirst(other)).toContain('data-scripts="/webpack-runtime-bd5d79cc.js /framework-00aa11bb.js /app-9f8e7d6c.js"');
  });

  it('leaves a page without Gatsby’s scripts as it is', () => {
    const bare = '<!DOCTYPE html><html><body><p>Hi</p><script src="https://cdn.example/x.js" async></script></body></html>';
    expect(paintFirst(bare)).toBe(bare);
  });
});
