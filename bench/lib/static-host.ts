import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE } from '../../src/gatsby/hosting-headers';

export interface StaticHost {
  url: string;
  close: () => Promise<void>;
}

/**
 * Pages (a route like `/shops`, or an .html file) and page-data are revalidated; every other
 * file has a content hash in its name or never changes, and is cached for good (Gatsby's caching advice).
 */
export function cacheControl(pathname: string): string {
  const page = path.extname(pathname) === '' || pathname.endsWith('.html');
  return page || pathname.startsWith('/page-data/') ? CACHE_REVALIDATE : CACHE_IMMUTABLE;
}

/**
 * The address ending in a slash, when `url` names a folder of `dir` that has a page
 * (`/shops?q=x` → `/shops/?q=x`); null for anything else, or a path leaving the folder.
 */
export function folderAddress(dir: string, url: string): string | null {
  const address = new URL(url, 'http://host.invalid');
  if (address.pathname.endsWith('/') || path.extname(address.pathname) !== '') return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(address.pathname);
  } catch {
    return null;
  }
  const root = path.resolve(dir);
  const page = path.resolve(root, `.${pathname}`, 'index.html');
  if (!page.startsWith(root + path.sep) || !existsSync(page)) return null;
  return `${address.pathname}/${address.search}`;
}

/**
 * Serves a built folder on 127.0.0.1 (an ephemeral port) as a static host does: text
 * gzip-compressed on the fly (`compression`, the Express middleware), files with their
 * types, `/shops/` answered from `shops/index.html`, `404.html` with status 404 for anything
 * else (`sirv`). `/shops` answers 308 with the address ending in a slash, the query kept, as
 * Cloudflare Pages does (Netlify: 301): a spec served more kindly than the hosts serve the site
 * would miss what a visitor meets. The site and its no-JavaScript floor are served by the same
 * code, so they differ only in their files.
 */
export async function serveFolder(dir: string): Promise<StaticHost> {
  const notFound = readFileSync(path.join(dir, '404.html'));
  const files = sirv(dir, {
    extensions: ['html'],
    setHeaders: (response, pathname) => response.setHeader('Cache-Control', cacheControl(pathname)),
    onNoMatch: (_request, response) => {
      response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': cacheControl('/404.html') });
      response.end(notFound);
    },
  });
  const compress = compression();
  const server = http.createServer((request, response) => {
    const folder = folderAddress(dir, request.url ?? '/');
    if (folder) {
      response.writeHead(308, { Location: folder, 'Cache-Control': CACHE_REVALIDATE }).end();
      return;
    }
    // compression is Express middleware: (request, response, next); plain node:http objects are what it patches.
    compress(request as never, response as never, () => files(request, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    // A browser that is still open keeps its connections: end them too, or close() waits for them.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
