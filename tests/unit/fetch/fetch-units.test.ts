import { lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { entryFileIntact, readManifest, renderManifest, sha256, storeImage, writeManifest } from '../../../scripts/fetch/cache-store';
import { findLogoCandidates } from '../../../scripts/fetch/discover-logo';
import { sniffMediaType, validateImage } from '../../../scripts/fetch/image-validation';
import { createProgress } from '../../../scripts/fetch/progress';
import { editSheet, LOGO_HEADER_ALIASES, parseCsv } from '../../../src/pipeline';
import { cachedFileFor, emptyRemoteManifest, type RemoteCacheEntry } from '../../../src/pipeline/detect/remote-cache';
import { hugePng } from '../../support/damaged-cache';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#166534' } })
    .png()
    .toBuffer();

describe('sniffing and validating downloaded bytes', () => {
  test('the bytes decide, whatever the address or the Content-Type claimed', async () => {
    expect(await sniffMediaType(await png(4, 4))).toBe('image/png');
    expect(
      await sniffMediaType(
        await sharp(await png(4, 4))
          .webp()
          .toBuffer(),
      ),
    ).toBe('image/webp');
    expect(await sniffMediaType(Buffer.from('\ufeff<?xml version="1.0"?><!-- logo --><svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('image/svg+xml');
    expect(await sniffMediaType(Buffer.from('<!DOCTYPE html><html><body>Login</body></html>'))).toBe('text/html');
    expect(await sniffMediaType(Buffer.from('{"error":"not found"}'))).toBe('application/json');
    expect(await sniffMediaType(Buffer.from('just text'))).toBeNull();
  });

  test('a web page is refused with what to do', async () => {
    expect(await validateImage(Buffer.from('<html><head><title>x</title></head></html>'))).toEqual({
      ok: false,
      problem: 'the address returns a web page, not an image',
      advice: 'open it, right-click the logo, copy the image address and paste that instead',
    });
  });

  test('a truncated image, a PDF and an empty body are refused', async () => {
    const whole = await png(300, 300);
    expect(await validateImage(whole.subarray(0, Math.floor(whole.length / 2)))).toMatchObject({ ok: false, problem: expect.stringMatching(/damaged or incomplete/) });
    expect(await validateImage(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'))).toMatchObject({ ok: false, problem: expect.stringMatching(/application\/pdf/) });
    expect(await validateImage(Buffer.alloc(0))).toMatchObject({ ok: false, problem: expect.stringMatching(/empty/) });
  });

  test('at most 4096 px on a side and 5 MB', async () => {
    expect(await validateImage(await png(4097, 8))).toMatchObject({ ok: false, problem: expect.stringMatching(/4097 × 8 px, too large: over the 4096 px limit/) });
    expect(await validateImage(await png(4096, 8))).toMatchObject({ ok: true, width: 4096, height: 8 });
    expect(await validateImage(Buffer.concat([await png(4, 4), Buffer.alloc(5 * 1024 * 1024)]))).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/over the 5 MB limit/),
    });
  });

  test('a valid image over the size limit is called too large, with the limit, never damaged (issue 22, item 16b)', async () => {
    // 5000 × 5000 is over sharp's 4096² pixel limit too, which once made the header read throw.
    expect(await validateImage(await png(5000, 5000))).toEqual({
      ok: false,
      problem: 'the image is 5000 × 5000 px, too large: over the 4096 px limit on a side',
      advice: 'use a smaller version of the image, or save the image into data/logos/ and write its file name instead',
    });
    expect(await validateImage(hugePng(20_000))).toMatchObject({ ok: false, problem: 'the image is 20000 × 20000 px, too large: over the 4096 px limit on a side' });
  });

  test('an SVG becomes a PNG at 1024 px on its longest side, keeping its proportions', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" onload="alert(1)"><script>alert(2)</script><rect width="40" height="20" fill="red"/></svg>',
    );
    const result = await validateImage(svg);
    expect(result).toMatchObject({ ok: true, mediaType: 'image/png', sourceMediaType: 'image/svg+xml', width: 1024, height: 512 });
    if (result.ok) expect(await sniffMediaType(result.bytes)).toBe('image/png');
  });

  const RECT = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="red"/></svg>';
  test.each([
    ['entities (a "billion laughs")', `<!DOCTYPE svg [ <!ENTITY a "aaaaaaaaaa"> <!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"> ]>${RECT}`],
    ['an external file', `<?xml version="1.0"?>\n<!DOCTYPE svg [\n  <!ENTITY file SYSTEM "file:///etc/passwd">\n]>\n${RECT}`],
    [
      'a public identifier and a subset',
      `<!-- logo --><!doctype SVG PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [ <!ENTITY x "y"> ]>${RECT}`,
    ],
  ])('an SVG whose DOCTYPE declares %s is refused with a sentence that says so', async (_case, text) => {
    expect(await validateImage(Buffer.from(text))).toEqual({
      ok: false,
      problem:
        'the SVG image declares entities in its DOCTYPE (<!DOCTYPE svg [ … ]>), which is refused: they can make a small file expand without end or read other files',
      advice: 'export the logo as PNG, or as an SVG without a DOCTYPE, or save the image into data/logos/ and write its file name instead',
    });
  });

  test('an SVG with an ordinary DOCTYPE (no subset) is still an SVG', async () => {
    const text = `<?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">${RECT}`;
    expect(await validateImage(Buffer.from(text))).toMatchObject({ ok: true, sourceMediaType: 'image/svg+xml', width: 1024, height: 512 });
  });
});

describe('the cache on disk', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'padyak-cache-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const entryFor = (file: string, hash: string): RemoteCacheEntry => ({
    file,
    sha256: hash,
    mediaType: 'image/png',
    bytes: 10,
    width: 4,
    height: 4,
    fetchedAt: '2026-11-23T05:00:00.000Z',
    etag: null,
    lastModified: null,
  });

  test('stores bytes as <sha256>.<ext>, once, and the manifest lookup finds them', async () => {
    const bytes = await png(4, 4);
    const stored = storeImage(dataDir, bytes, 'png');
    expect(stored).toEqual({ file: `${sha256(bytes)}.png`, sha256: sha256(bytes) });
    expect(readFileSync(path.join(dataDir, 'cache/images', stored.file))).toEqual(bytes);
    const mtime = statSync(path.join(dataDir, 'cache/images', stored.file)).mtimeMs;
    expect(storeImage(dataDir, bytes, 'png')).toEqual(stored);
    expect(statSync(path.join(dataDir, 'cache/images', stored.file)).mtimeMs).toBe(mtime);

    const manifest = emptyRemoteManifest();
    manifest.entries['https://cdn.example/logo.png'] = entryFor(stored.file, stored.sha256);
    writeManifest(dataDir, manifest);
    const read = readManifest(dataDir);
    expect(cachedFileFor(read, 'https://cdn.example/logo.png')).toBe(`cache/images/${stored.file}`);
    expect(entryFileIntact(dataDir, read.entries['https://cdn.example/logo.png'] as RemoteCacheEntry)).toBe(true);
  });

  test('a damaged cached file is noticed, so the next run downloads it again', async () => {
    const bytes = await png(4, 4);
    const stored = storeImage(dataDir, bytes, 'png');
    writeFileSync(path.join(dataDir, 'cache/images', stored.file), 'garbage');
    expect(entryFileIntact(dataDir, entryFor(stored.file, stored.sha256))).toBe(false);
  });

  test('a cached copy that is a link is not intact: the next run downloads it and puts an ordinary file in its place (issue 22, item 7)', async () => {
    const bytes = await png(4, 4);
    const outside = mkdtempSync(path.join(os.tmpdir(), 'padyak-outside-'));
    try {
      writeFileSync(path.join(outside, 'logo.png'), bytes);
      mkdirSync(path.join(dataDir, 'cache/images'), { recursive: true });
      const file = `${sha256(bytes)}.png`;
      symlinkSync(path.join(outside, 'logo.png'), path.join(dataDir, 'cache/images', file));
      expect(entryFileIntact(dataDir, entryFor(file, sha256(bytes)))).toBe(false);
      storeImage(dataDir, bytes, 'png');
      expect(lstatSync(path.join(dataDir, 'cache/images', file)).isSymbolicLink()).toBe(false);
      expect(readFileSync(path.join(dataDir, 'cache/images', file))).toEqual(bytes);
      expect(entryFileIntact(dataDir, entryFor(file, sha256(bytes)))).toBe(true);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  test('the manifest is written with sorted keys, and not rewritten when nothing changed', () => {
    const manifest = emptyRemoteManifest();
    const hash = 'a'.repeat(64);
    manifest.entries['https://b.example/x.png'] = entryFor(`${hash}.png`, hash);
    manifest.entries['https://a.example/x.png'] = entryFor(`${hash}.png`, hash);
    expect(Object.keys(JSON.parse(renderManifest(manifest)).entries)).toEqual(['https://a.example/x.png', 'https://b.example/x.png']);
    writeManifest(dataDir, manifest);
    const file = path.join(dataDir, 'cache/images/manifest.json');
    const before = statSync(file).mtimeMs;
    writeManifest(dataDir, JSON.parse(JSON.stringify(manifest)));
    expect(statSync(file).mtimeMs).toBe(before);
    expect(readdirSync(path.dirname(file)).filter((name) => name.includes('.partial-'))).toEqual([]);
  });
});

describe('findLogoCandidates', () => {
  const page = 'https://shop.example/about/';
  test('JSON-LD logo, then the largest touch icon, then square icons of 128 px or more, then og:image', () => {
    const html = `<html><head>
      <meta property="og:image" content="https://cdn.example/banner.jpg">
      <link rel="icon" sizes="32x32" href="/fav-32.png"><link rel="icon" sizes="192x192" href="/fav-192.png"><link rel="icon" sizes="256x128" href="/wide.png">
      <link rel="apple-touch-icon" href="/touch.png"><link rel="apple-touch-icon" sizes="180x180" href="/touch-180.png">
      <script type="application/ld+json">{"@graph":[{"@type":"WebSite","logo":"/site.png"},{"@type":"Organization","logo":{"@type":"ImageObject","url":"https://cdn.example/mark.png"}}]}</script>
      </head></html>`;
    expect(findLogoCandidates(html, page).map((candidate) => [candidate.source, candidate.url])).toEqual([
      ['JSON-LD logo', 'https://cdn.example/mark.png'],
      ['JSON-LD logo', 'https://shop.example/site.png'],
      ['apple-touch-icon', 'https://shop.example/touch-180.png'],
      ['apple-touch-icon', 'https://shop.example/touch.png'],
      ['icon', 'https://shop.example/fav-192.png'],
      ['og:image', 'https://cdn.example/banner.jpg'],
    ]);
  });

  test('honours <base>, skips broken JSON-LD and anything the sheet could not hold (http:, data:)', () => {
    const html = `<base href="https://static.example/assets/"><script type="application/ld+json">{ not json</script>
      <link rel="apple-touch-icon" href="icon.png"><link rel="apple-touch-icon" href="http://insecure.example/i.png">
      <meta property="og:image" content="data:image/png;base64,AAAA">`;
    expect(findLogoCandidates(html, page)).toEqual([{ source: 'apple-touch-icon', url: 'https://static.example/assets/icon.png' }]);
  });
});

describe('writing logos into a sheet (editSheet, as --accept-suggestions does)', () => {
  const spec = { required: ['name', 'link'], optional: ['logo'], aliases: LOGO_HEADER_ALIASES };
  const fill = (text: string, edits: { row: number; value: string }[]) => {
    const result = editSheet(
      new TextEncoder().encode(text),
      spec,
      edits.map((edit) => ({ ...edit, column: 'logo', onlyIfEmpty: true })),
    );
    return result.ok ? { ok: true, written: result.written, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(result.bytes) } : result;
  };
  test('writes only empty cells and keeps every other byte', () => {
    const text = '\ufeffName,Link,Logo\r\n"Shop, One",https://a.example,\r\n"Two\r\nLines",https://b.example,keep.png\r\nThree,https://c.example,""\r\n';
    const result = fill(text, [
      { row: 2, value: 'https://cdn.example/1.png' },
      { row: 3, value: 'https://cdn.example/2.png' },
      { row: 4, value: 'https://cdn.example/a,b.png' },
    ]);
    expect(result).toEqual({
      ok: true,
      written: [2, 4],
      text: '\ufeffName,Link,Logo\r\n"Shop, One",https://a.example,https://cdn.example/1.png\r\n"Two\r\nLines",https://b.example,keep.png\r\nThree,https://c.example,"https://cdn.example/a,b.png"\r\n',
    });
    // Row numbers are the pipeline's: the multi-line cell is one row.
    if (result.ok && 'text' in result) {
      const parsed = parseCsv(result.text, { required: ['name', 'link'], optional: ['logo'] });
      expect(parsed.ok && parsed.records.map((record) => [record.row, record.cells.logo])).toEqual([
        [2, 'https://cdn.example/1.png'],
        [3, 'keep.png'],
        [4, 'https://cdn.example/a,b.png'],
      ]);
    }
  });

  test('finds the logo column under another accepted header and keeps LF endings', () => {
    expect(fill('name,imgSrc,link\nA,,https://a.example\n', [{ row: 2, value: 'https://x.example/l.png' }])).toEqual({
      ok: true,
      written: [2],
      text: 'name,imgSrc,link\nA,https://x.example/l.png,https://a.example\n',
    });
  });

  test('a sheet without a logo column is reported, not changed', () => {
    expect(fill('name,link\nA,https://a.example\n', [{ row: 2, value: 'https://x.example/l.png' }])).toMatchObject({ ok: false });
  });
});

describe('createProgress', () => {
  const fakeStream = (isTTY: boolean) => {
    const written: string[] = [];
    return { stream: { isTTY, write: (text: string) => written.push(text) } as unknown as NodeJS.WriteStream, written };
  };
  const drive = (isTTY: boolean, env: NodeJS.ProcessEnv) => {
    const { stream, written } = fakeStream(isTTY);
    const progress = createProgress(stream, env);
    progress.start(2);
    progress.tick('image stored: https://a.example/1.png');
    progress.tick('link alive: https://a.example/');
    progress.done();
    return written.join('');
  };

  test('a bar redrawn in place on a terminal', () => {
    const output = drive(true, {});
    expect(output).toContain('\r[###############---------------] 1/2');
    expect(output).toContain('\r[##############################] 2/2');
    expect(output).not.toContain('image stored');
  });

  test('plain lines when CI is set or the output is not a terminal', () => {
    for (const output of [drive(true, { CI: 'true' }), drive(false, {})]) {
      expect(output).not.toContain('\r');
      expect(output).toContain('[1/2] image stored: https://a.example/1.png\n[2/2] link alive: https://a.example/\n');
    }
  });
});
