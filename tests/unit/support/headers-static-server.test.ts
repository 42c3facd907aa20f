import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStaticHost, type StaticHost } from '../../support/headers-static-server';

/**
 * The test host follows the hosts' own rule for a folder's page (Cloudflare Pages "HTML handling",
 * Netlify's pretty URLs): /x/ serves x/index.html, /x is redirected there with its query; a file
 * x.html is served at /x; an unknown path gets 404.html with 404; _headers applies to each answer.
 */
let dir: string;
let host: StaticHost;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'padyak-static-host-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  write('_headers', '/*\n  X-Content-Type-Options: nosniff\n/sw.js\n  Cache-Control: no-cache\n/data/shops.csv\n  Content-Type: text/csv; charset=utf-8\n');
  write('index.html', 'home');
  write('shops/index.html', 'shops');
  write('shops/in/cebu/index.html', 'cebu');
  write('about.html', 'about file');
  write('404.html', 'not found');
  write('sw.js', 'worker');
  write('events.ics', 'BEGIN:VCALENDAR');
  write('data/shops.csv', 'id\r\n');
  write('data/brands.csv', 'id\r\n');
  write('data/shops.json', '[]');
  host = await startStaticHost(dir);
});

afterAll(async () => {
  await host.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (address: string) => fetch(`${host.url}${address}`, { redirect: 'manual' });

describe('the test host', () => {
  it.each([
    ['/', 'home'],
    ['/shops/', 'shops'],
    ['/shops/in/cebu/', 'cebu'],
    ['/about', 'about file'],
    ['/sw.js', 'worker'],
  ])('answers %s at once', async (address, body) => {
    const response = await get(address);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(body);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each([
    ['/shops', '/shops/'],
    ['/shops?q=trek&sort=desc', '/shops/?q=trek&sort=desc'],
    ['/shops/in/cebu', '/shops/in/cebu/'],
  ])('redirects %s (a folder’s page without its slash) to %s', async (address, location) => {
    const response = await get(address);
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe(location);
  });

  it.each(['/nowhere', '/nowhere/', '/about/', '/sw.js/', '/_headers'])('answers %s with the 404 page', async (address) => {
    const response = await get(address);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('not found');
  });

  it('applies _headers by path, and serves a calendar file as one', async () => {
    expect((await get('/sw.js')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/shops/')).headers.get('cache-control')).toBeNull();
    expect((await get('/events.ics')).headers.get('content-type')).toMatch(/^text\/calendar/);
  });

  it('serves a CSV file as the hosts do, text/csv with no character set, and a _headers rule replaces the type', async () => {
    expect((await get('/data/brands.csv')).headers.get('content-type')).toBe('text/csv');
    expect((await get('/data/shops.csv')).headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect((await get('/data/shops.json')).headers.get('content-type')).toMatch(/^application\/json/);
  });
});
