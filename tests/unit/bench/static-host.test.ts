import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import { cacheControl, serveFolder, type StaticHost } from '../../../bench/lib/static-host';

function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('the static host the bench serves the site with', () => {
  let dir: string;
  let host: StaticHost;
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'padyak-static-host-'));
    mkdirSync(path.join(dir, 'shops'));
    writeFileSync(path.join(dir, 'index.html'), '<h1>Home</h1>');
    writeFileSync(path.join(dir, 'shops', 'index.html'), `<h1>Bike Shops</h1>${' '.repeat(2000)}`);
    writeFileSync(path.join(dir, 'app-0123abcd.js'), script);
    writeFileSync(path.join(dir, '404.html'), '<h1>Page not found</h1>');
    host = await serveFolder(dir);
  });

  afterAll(async () => {
    await host.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('listens on the loopback address', () => {
    expect(host.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('answers /shops with a 308 to /shops/, keeping the query, as the hosts do', async () => {
    const response = await get(`${host.url}/shops?q=Trek`);
    expect(response.status).toBe(308);
    expect(response.headers.location).toBe('/shops/?q=Trek');
  });

  it('does not send an address outside the folder, or one without a page, to a slash', async () => {
    expect((await get(`${host.url}/..%2f..%2ftmp`)).status).toBe(404);
    expect((await get(`${host.url}/no-such-folder`)).status).toBe(404);
  });

  it('answers /shops/ from shops/index.html, gzip-compressed as a static host does', async () => {
    const response = await get(`${host.url}/shops/`, { 'accept-encoding': 'gzip' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.body).toString()).toContain('<h1>Bike Shops</h1>');
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('sends a script compressed, as JavaScript, cached for good', async () => {
    const response = await get(`${host.url}/app-0123abcd.js`, { 'accept-encoding': 'gzip' });
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(response.body).toString()).toBe(script);
  });

  it('sends the file as it is to a client that does not ask for gzip', async () => {
    const response = await get(`${host.url}/app-0123abcd.js`);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe(script);
  });

  it('answers an unknown path with 404.html and status 404', async () => {
    const response = await get(`${host.url}/no-such-page`);
    expect(response.status).toBe(404);
    expect(response.body.toString()).toBe('<h1>Page not found</h1>');
  });

  it('never serves a file outside the folder', async () => {
    const response = await get(`${host.url}/..%2f..%2fetc%2fpasswd`);
    expect(response.status).toBe(404);
  });
});

describe('cacheControl', () => {
  it('revalidates pages and page-data, and caches hashed files for good', () => {
    expect(cacheControl('/')).toMatch(/must-revalidate/);
    expect(cacheControl('/brands/bikes')).toMatch(/must-revalidate/);
    expect(cacheControl('/404.html')).toMatch(/must-revalidate/);
    expect(cacheControl('/page-data/shops/page-data.json')).toMatch(/must-revalidate/);
    expect(cacheControl('/static/abc123/logo.png')).toMatch(/immutable/);
  });
});
