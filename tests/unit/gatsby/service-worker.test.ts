import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OFFLINE_COPY, isPageOrData, offlineCopyKey, toPrecacheEntries, UNREGISTERING_WORKER, writeServiceWorker } from '../../../src/gatsby/service-worker';

describe('the service worker’s precache', () => {
  it('keys each page and data file by the path a visitor asks for, marked as the offline copy in a fragment no request can carry', () => {
    expect(offlineCopyKey('index.html')).toBe(`/#${OFFLINE_COPY}`);
    expect(offlineCopyKey('shops/index.html')).toBe(`/shops#${OFFLINE_COPY}`);
    expect(offlineCopyKey('brands/bikes/index.html')).toBe(`/brands/bikes#${OFFLINE_COPY}`);
    expect(offlineCopyKey('404.html')).toBe(`/404.html#${OFFLINE_COPY}`);
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
      [`/shops#${OFFLINE_COPY}`, 'a1'],
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

  it('GATSBY_SERVICE_WORKER=off writes a worker that deletes its caches and unregisters itself', async () => {
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>x</title>');
    const result = await writeServiceWorker(dir, 'off');
    expect(result.enabled).toBe(false);
    const worker = readFileSync(path.join(dir, 'sw.js'), 'utf8');
    expect(worker).toBe(UNREGISTERING_WORKER);
    expect(worker).toContain('caches.delete');
    expect(worker).toContain('self.registration.unregister()');
    expect(worker).not.toContain('fetch');
  });

  it('otherwise writes a Workbox worker that precaches the pages under their offline key, not a long list’s later pages', async () => {
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>x</title>');
    mkdirSync(path.join(dir, 'shops/page/2'), { recursive: true });
    writeFileSync(path.join(dir, 'shops/index.html'), '<!doctype html><title>shops</title>');
    writeFileSync(path.join(dir, 'shops/page/2/index.html'), '<!doctype html><title>shops, page 2</title>');
    const result = await writeServiceWorker(dir, undefined);
    expect(result).toMatchObject({ enabled: true, count: 2 });
    const worker = readFileSync(path.join(dir, 'sw.js'), 'utf8');
    expect(worker).toContain(`"/#${OFFLINE_COPY}"`);
    expect(worker).toContain(`"/shops#${OFFLINE_COPY}"`);
    expect(worker).not.toContain('/shops/page/2');
    expect(worker).toContain('networkTimeoutSeconds:3');
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
