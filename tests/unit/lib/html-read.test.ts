/**
 * The build checks read pages as a browser does (src/lib/html-read.ts, htmlparser2), so the
 * JavaScript and CSS a visitor downloads are counted whatever the minifier did to the tags.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { headStart, htmlElements, placedElements } from '../../../src/lib/html-read';
import { scriptTagsOf } from '../../support/build-output';

describe('the scripts a page loads', () => {
  test('are the <script src> a browser runs: any quoting or case, not a comment or text inside a script', () => {
    const html =
      `<!doctype html><html><head>` +
      `<!-- <script src="/retired.js"></script> -->` +
      `<script async src='/app-1a2b.js'></script>` +
      `<SCRIPT SRC="/webpack-runtime-3c4d.js"></SCRIPT>` +
      `<script>document.write('<script src="/written-by-text.js"><\\/script>')</script>` +
      `<script src=/framework-5e6f.js defer></script>` +
      `</head><body></body></html>`;
    expect(scriptTagsOf(html)).toEqual(['app-1a2b.js', 'webpack-runtime-3c4d.js', 'framework-5e6f.js']);
  });
});

describe('the CSS a page applies on first paint', () => {
  let publicDir: string;
  beforeEach(() => {
    publicDir = mkdtempSync(path.join(os.tmpdir(), 'padyak-public-'));
  });
  afterEach(() => rmSync(publicDir, { recursive: true, force: true }));

  test('counts the inline <style> and a stylesheet linked without quotes', () => {
    const linked = `.card{overflow-wrap:anywhere}${'.x{color:#166534}'.repeat(200)}`;
    writeFileSync(path.join(publicDir, 'site.css'), linked);
    writeFileSync(path.join(publicDir, 'index.html'), `<html><head><style>:root{--a:#166534}</style><link rel=stylesheet href=/site.css></head><body></body></html>`);
    let measured = 0;
    const before = process.env.PADYAK_PUBLIC_DIR;
    process.env.PADYAK_PUBLIC_DIR = publicDir;
    try {
      jest.isolateModules(() => {
        // build-output reads PADYAK_PUBLIC_DIR once, when it is loaded.
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const { firstLoadCssGzip } = require('../../support/build-output') as typeof import('../../support/build-output');
        measured = firstLoadCssGzip('/');
      });
    } finally {
      if (before === undefined) delete process.env.PADYAK_PUBLIC_DIR;
      else process.env.PADYAK_PUBLIC_DIR = before;
    }
    expect(measured).toBe(gzipSync(':root{--a:#166534}').length + gzipSync(linked).length);
  });
});

describe('htmlElements', () => {
  test('gives attributes decoded and a script’s text as written, in document order', () => {
    const elements = htmlElements(`<meta property="og:image" content="/a.png?x=1&amp;y=2"><script type="application/ld+json">{"a":"<b>"}</script><p>not asked for</p>`, [
      'meta',
      'script',
    ]);
    expect(elements).toEqual([
      { name: 'meta', attributes: { property: 'og:image', content: '/a.png?x=1&y=2' }, text: '' },
      { name: 'script', attributes: { type: 'application/ld+json' }, text: '{"a":"<b>"}' },
    ]);
  });
});

describe('placedElements', () => {
  test('places each element on its own text: after a doctype, a `>` in an attribute, upper case, an end tag left out', () => {
    const html = `<!DOCTYPE html><HTML><head><title a="<b>">t</title></head><body><p>one<P class="a>b">two</p><SCRIPT src=/x.js async></SCRIPT ><p>open`;
    const text = (names: string[]) => placedElements(html, names).map((element) => html.slice(element.start, element.end));
    expect(text(['html'])).toEqual([html.slice('<!DOCTYPE html>'.length)]);
    expect(text(['title', 'script'])).toEqual(['<title a="<b>">t</title>', '<SCRIPT src=/x.js async></SCRIPT >']);
    expect(text(['p'])).toEqual(['<p>one', '<P class="a>b">two</p>', '<p>open']);
  });

  test('headStart is after the character set when the head begins with it, and null without a head', () => {
    expect(headStart('<html><HEAD><meta charset=utf-8><title>t</title></HEAD></html>')).toBe('<html><HEAD><meta charset=utf-8>'.length);
    expect(headStart('<html><head><title>t</title><meta charset=utf-8></head></html>')).toBe('<html><head>'.length);
    expect(headStart('<script>window.a=1</script>')).toBeNull();
  });
});
