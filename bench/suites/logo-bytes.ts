/**
 * Logo bytes on /brands/bikes, before and after optimization. Deterministic: bytes, not time.
 *
 *   npm run bench -- logo-bytes [--logos 59] [--found]
 *
 * With --found the logo cells stay empty and the same logos arrive as the weekly run's found logos
 * (cache/found-logos.json, each on its brand's page): the page must then transfer the same bytes,
 * since a found logo goes through the same AVIF/WebP sizes as a logo written in the cell.
 *
 * A copy of the data gets one bikes brand per logo ("Sample Bench Brand N", fixture domains),
 * each with a remote logo address whose bytes sit in the fetched-image cache as data:fetch would
 * store them: PNGs and JPEGs of the sizes brand sites really serve (512 px squares to 2000 px wide
 * wordmarks). The page is built in a throwaway copy of the project (tests/support/isolated-build),
 * then each tile's <picture> in the built HTML is read: the bytes a browser fetches at the tile's
 * size at 1x and at 2x (AVIF, the first source Chromium takes, and WebP for the others) are
 * compared with the original files, which a hotlinked <img> would have transferred whole.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { writeCachedImages } from '../../tests/support/cached-images';
import { buildIsolated, makeIsolatedProject, PROJECT_ROOT } from '../../tests/support/isolated-build';
import { positiveInteger, readArguments } from '../../scripts/support/cli';
import { LOGO_SHAPES } from '../lib/logos';
import { kb } from '../lib/markdown';
import { cachedFileFor, parseRemoteManifest, REMOTE_MANIFEST_FILE } from '../../src/pipeline/detect/remote-cache';
import { FOUND_LOGOS_FILE, FOUND_LOGOS_VERSION, foundLogoKey, renderFoundLogos, type FoundLogosFile } from '../../src/pipeline/detect/found-logos';
import { loadAverage, machineLine } from '../lib/machine';

/** Deterministic pseudo-random numbers (mulberry32), so every run draws the same logos. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function sampleLogo(index: number, next: () => number): Promise<Buffer> {
  const shape = LOGO_SHAPES[index % LOGO_SHAPES.length]!;
  const { width, height } = shape;
  const hue = Math.floor(next() * 360);
  const color = `hsl(${hue},70%,40%)`;
  const accent = `hsl(${(hue + 150) % 360},70%,50%)`;
  const size = Math.min(width, height);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs>
    ${shape.format === 'jpeg' ? `<rect width="100%" height="100%" fill="#fafafa"/>` : ''}
    <circle cx="${size / 2}" cy="${height / 2}" r="${size * 0.4}" fill="url(#g)"/>
    <path d="M${size * 0.25} ${height * 0.6} L${size / 2} ${height * 0.3} L${size * 0.75} ${height * 0.6} Z" fill="#fff"/>
    <text x="${width > height ? size * 1.05 : width / 2}" y="${width > height ? height * 0.62 : height * 0.95}" font-family="sans-serif" font-weight="700"
      font-size="${width > height ? height * 0.32 : height * 0.1}" fill="${color}" text-anchor="${width > height ? 'start' : 'middle'}">BENCH ${index + 1}</text>
  </svg>`;
  const image = sharp(Buffer.from(svg));
  return shape.format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 90 }).toBuffer();
}

/** The same logos as the weekly run would record them: found on each brand's page, the logo cell empty. */
function writeFoundLogos(dataDir: string, logos: readonly { url: string }[]): void {
  const manifest = parseRemoteManifest(readFileSync(path.join(dataDir, REMOTE_MANIFEST_FILE), 'utf8'));
  const found: FoundLogosFile = {
    version: FOUND_LOGOS_VERSION,
    logos: logos.map(({ url }, index) => {
      const page = `https://brand.example/${index + 1}`;
      return {
        key: foundLogoKey('brands.csv', page),
        file: 'brands.csv',
        name: `Sample Bench Brand ${index + 1}`,
        page,
        image: url,
        cached: cachedFileFor(manifest, url) ?? '',
        how: 'JSON-LD logo',
        foundAt: '2026-11-01T00:00:00.000Z',
      };
    }),
  };
  writeFileSync(path.join(dataDir, FOUND_LOGOS_FILE), renderFoundLogos(found));
}

/** The candidate a browser takes from a width-descriptor srcset for a slot of `slot` CSS px at `dpr`. */
function pick(srcset: string, slot: number, dpr: number): string {
  const candidates = srcset.split(',').map((entry) => {
    const [url, descriptor] = entry.trim().split(/\s+/);
    return { url: url!, width: Number.parseInt(descriptor ?? '0', 10) };
  });
  const wanted = slot * dpr;
  const sorted = candidates.sort((a, b) => a.width - b.width);
  return (sorted.find((candidate) => candidate.width >= wanted) ?? sorted.at(-1)!).url;
}

export async function run(args: readonly string[]): Promise<void> {
  const { values } = readArguments(args, { logos: { type: 'string' }, found: { type: 'boolean' } }, 'npm run bench -- logo-bytes [--logos 59] [--found]');
  const asFound = values.found === true;
  const count = positiveInteger(values.logos, 'logos', 59);
  const next = random(11);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'padyak-bench-logos-'));
  const project = makeIsolatedProject();
  try {
    cpSync(path.join(PROJECT_ROOT, 'data'), dataDir, { recursive: true });
    const brandsFile = path.join(dataDir, 'brands.csv');
    const [header, ...rows] = readFileSync(brandsFile, 'utf8').trimEnd().split('\n');
    const logos: { url: string; bytes: Buffer }[] = [];
    const benchRows: string[] = [];
    for (let index = 0; index < count; index++) {
      const url = `https://logos.example/bench-${index + 1}.${LOGO_SHAPES[index % LOGO_SHAPES.length]!.format === 'png' ? 'png' : 'jpg'}`;
      logos.push({ url, bytes: await sampleLogo(index, next) });
      benchRows.push(`bikes,Sample Bench Brand ${index + 1},https://brand.example/${index + 1},${asFound ? '' : url}`);
    }
    writeFileSync(brandsFile, `${[header, ...rows.filter((row) => !row.startsWith('bikes,')), ...benchRows].join('\n')}\n`);
    await writeCachedImages(dataDir, logos, '2026-11-01T00:00:00.000Z');
    if (asFound) writeFoundLogos(dataDir, logos);
    const original = logos.reduce((sum, logo) => sum + logo.bytes.length, 0);

    await buildIsolated(project, dataDir);
    const html = readFileSync(path.join(project.publicDir, 'brands', 'bikes', 'index.html'), 'utf8');
    const document = new JSDOM(html).window.document;
    // jsdom runs no scripts, so it parses <noscript> content too: count each tile's page picture once.
    const pictures = [...document.querySelectorAll('main li picture')].filter(
      (picture) => !picture.closest('noscript') && picture.querySelector('source[type="image/avif"]'),
    );
    const bytesOf = (url: string) => statSync(path.join(project.publicDir, url)).size;
    const totals = { avif1: 0, avif2: 0, webp1: 0, webp2: 0 };
    for (const picture of pictures) {
      const srcsetOf = (type: string) => {
        const source = picture.querySelector(`source[type="${type}"]`)!;
        return source.getAttribute('srcset') ?? source.getAttribute('data-srcset') ?? '';
      };
      totals.avif1 += bytesOf(pick(srcsetOf('image/avif'), 72, 1));
      totals.avif2 += bytesOf(pick(srcsetOf('image/avif'), 72, 2));
      totals.webp1 += bytesOf(pick(srcsetOf('image/webp'), 72, 1));
      totals.webp2 += bytesOf(pick(srcsetOf('image/webp'), 72, 2));
    }
    const share = (bytes: number) => `${((bytes / original) * 100).toFixed(2)} %`;
    console.log(`Machine: ${machineLine()}; load ${loadAverage()}`);
    console.log(`/brands/bikes: ${count} logos${asFound ? ' found by the weekly run (empty logo cells)' : ''}, ${pictures.length} tiles with a <picture> (72 px tiles)`);
    console.log(`| what /brands/bikes transfers for its logos | bytes | of the originals |`);
    console.log(`| --- | ---: | ---: |`);
    console.log(`| originals (a hotlinked <img> per tile) | ${kb(original)} KB | 100 % |`);
    console.log(`| AVIF at 1x (72 px) | ${kb(totals.avif1)} KB | ${share(totals.avif1)} |`);
    console.log(`| AVIF at 2x (144 px) | ${kb(totals.avif2)} KB | ${share(totals.avif2)} |`);
    console.log(`| WebP at 1x (72 px) | ${kb(totals.webp1)} KB | ${share(totals.webp1)} |`);
    console.log(`| WebP at 2x (144 px) | ${kb(totals.webp2)} KB | ${share(totals.webp2)} |`);
    if (pictures.length !== count) throw new Error(`expected ${count} tiles with a <picture>, found ${pictures.length}`);
  } finally {
    project.remove();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
