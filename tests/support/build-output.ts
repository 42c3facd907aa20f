import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { attributeTokens, htmlElements } from '../../src/lib/html-read';
import { OFFLINE_PAGES_DIR } from '../../src/config/addresses';

/**
 * Readers of the production build in public/: which pages exist, what a page
 * loads first, and how many gzip bytes that is. Used by the budget and crawl
 * tests and by the benchmark (bench/suites/lighthouse.ts), so both count the same way.
 */
export const publicDir = path.resolve(process.env.PADYAK_PUBLIC_DIR ?? path.resolve(__dirname, '../../public'));

/** Text that only supabase-js (auth-js, postgrest-js, its fetch wrapper) puts into a bundle. */
export const SUPABASE_MARKERS = ['supabase-js', 'GoTrueClient', 'x-client-info'] as const;

export function assertBuilt(): void {
  if (!existsSync(path.join(publicDir, 'index.html')) || !existsSync(path.join(publicDir, 'webpack.stats.json'))) {
    throw new Error(`No production build in ${publicDir}: run "npm run build" first.`);
  }
}

/** A route ('/', '/shops', '/brands/bikes') → its built HTML file. */
export function htmlFileOf(route: string): string {
  return route === '/' ? path.join(publicDir, 'index.html') : path.join(publicDir, route.replace(/^\//, ''), 'index.html');
}

export function readHtml(route: string): string {
  return readFileSync(htmlFileOf(route), 'utf8');
}

/** Folders of public/ that hold assets, Gatsby internals or the pages' offline copies (src/gatsby/offline-pages.ts), never pages. */
const NOT_PAGES = new Set(['static', 'page-data', '_gatsby', '~partytown', 'icons', 'dev-404-page', OFFLINE_PAGES_DIR]);

/**
 * Every page of the build as its address ('/', '/shops/': a folder's page, which the host serves at
 * its address ending in a slash), plus '/404.html' (the file a static host serves for unknown paths).
 */
export function builtPages(): string[] {
  const found: string[] = [];
  const walk = (dir: string, route: string) => {
    if (existsSync(path.join(dir, 'index.html'))) found.push(`${route}/`);
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || (route === '' && NOT_PAGES.has(entry.name))) continue;
      walk(path.join(dir, entry.name), `${route}/${entry.name}`);
    }
  };
  walk(publicDir, '');
  if (existsSync(path.join(publicDir, '404.html'))) found.push('/404.html');
  return found.sort();
}

/** The file a page of builtPages() is served from. */
export function fileOfPage(page: string): string {
  return page === '/404.html' ? path.join(publicDir, '404.html') : htmlFileOf(page);
}

const gzipCache = new Map<string, number>();

/** Bytes of a file (relative to public/) after gzip at zlib's default level, as a server sends it. */
export function gzipBytes(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(publicDir, file))).length;
    gzipCache.set(file, size);
  }
  return size;
}

export function gzipText(text: string): number {
  return gzipSync(Buffer.from(text, 'utf8')).length;
}

interface Stats {
  namedChunkGroups: Record<string, { assets: ({ name: string } | string)[] }>;
}

let stats: Stats | null = null;
function webpackStats(): Stats {
  stats ??= JSON.parse(readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8')) as Stats;
  return stats;
}

function chunkGroupAssets(name: string): string[] {
  const group = webpackStats().namedChunkGroups[name];
  if (!group) throw new Error(`webpack.stats.json has no chunk group "${name}"`);
  return group.assets.map((asset) => (typeof asset === 'string' ? asset : asset.name));
}

/** The page's component chunk name, from its page-data.json. */
export function componentChunkOf(route: string): string {
  const dir = route === '/' ? 'index' : route.replace(/^\//, '');
  const pageData = JSON.parse(readFileSync(path.join(publicDir, 'page-data', dir, 'page-data.json'), 'utf8')) as {
    componentChunkName: string;
  };
  return pageData.componentChunkName;
}

/** The `<script src>` files in a page's HTML, relative to public/. */
export function scriptTagsOf(html: string): string[] {
  return htmlElements(html, ['script'])
    .map((script) => script.attributes.src ?? '')
    .filter(Boolean)
    .map((src) => src.replace(/^\//, ''));
}

export type ScriptKind = 'framework' | 'own';

/** React, react-dom and Gatsby's webpack runtime; everything else (app, shared and page chunks) is ours. */
export function kindOf(file: string): ScriptKind {
  return /^(framework|webpack-runtime)-[0-9a-f]+\.js$/.test(path.basename(file)) ? 'framework' : 'own';
}

export interface FirstLoadScript {
  file: string;
  gzip: number;
  kind: ScriptKind;
}

/**
 * The JavaScript a page needs before it is interactive: the `<script src>` tags
 * of its HTML (webpack runtime, framework, app) plus its page component's chunk
 * group (shared chunks and the component), which Gatsby 5 fetches right after
 * app starts (with Slices on, the HTML carries only the first three).
 */
export function firstLoadScripts(route: string): FirstLoadScript[] {
  const html = readHtml(route);
  const files = new Set<string>(scriptTagsOf(html));
  for (const group of ['app', componentChunkOf(route)]) {
    for (const asset of chunkGroupAssets(group)) if (asset.endsWith('.js')) files.add(asset);
  }
  return [...files].map((file) => ({ file, gzip: gzipBytes(file), kind: kindOf(file) }));
}

/** Files among `files` (relative to public/) whose text contains supabase-js code. */
export function filesWithSupabase(files: readonly string[]): { file: string; marker: string }[] {
  const hits: { file: string; marker: string }[] = [];
  for (const file of files) {
    const text = readFileSync(path.join(publicDir, file), 'utf8');
    const marker = SUPABASE_MARKERS.find((candidate) => text.includes(candidate));
    if (marker) hits.push({ file, marker });
  }
  return hits;
}

/**
 * The CSS a page applies on first paint, gzip bytes: Gatsby inlines the global
 * stylesheet as `<style>` in every page; any `<link rel="stylesheet">` counts too.
 */
export function firstLoadCssGzip(route: string): number {
  const elements = htmlElements(readHtml(route), ['style', 'link']);
  const inline = elements
    .filter((element) => element.name === 'style')
    .map((style) => style.text)
    .join('');
  const linked = elements
    .filter((element) => element.name === 'link' && attributeTokens(element, 'rel').includes('stylesheet'))
    .map((link) => (link.attributes.href ?? '').replace(/^\//, ''))
    .filter((href) => href !== '' && !/^https?:/.test(href));
  return gzipText(inline) + linked.reduce((total, file) => total + gzipBytes(file), 0);
}

const IMAGE_FILE = /\.(png|jpe?g|webp|avif|gif|svg|ico)$/i;

/** Every image file under public/ with its size in bytes, as served. */
export function imageFiles(): { file: string; bytes: number }[] {
  const found: { file: string; bytes: number }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (IMAGE_FILE.test(entry.name)) found.push({ file: path.relative(publicDir, full), bytes: statSync(full).size });
    }
  };
  walk(publicDir);
  return found;
}

/** The folder of public/ whose index.html a path names ('/shops' and '/shops/' alike), or null. */
export function pageFolderOf(urlPath: string): string | null {
  const clean = decodeURIComponent(urlPath.split(/[?#]/)[0] ?? '');
  const target = path.join(publicDir, clean.replace(/^\//, ''));
  if (!target.startsWith(publicDir)) return null;
  return existsSync(path.join(target, 'index.html')) ? target : null;
}

/** Does a path on the site (no query or hash) name a page or a file of the build? */
export function resolvesInBuild(urlPath: string): boolean {
  const clean = decodeURIComponent(urlPath.split(/[?#]/)[0] ?? '');
  if (clean === '/' || clean === '') return existsSync(path.join(publicDir, 'index.html'));
  const target = path.join(publicDir, clean.replace(/^\//, ''));
  if (!target.startsWith(publicDir)) return false;
  if (existsSync(path.join(target, 'index.html'))) return true;
  return existsSync(target) && statSync(target).isFile();
}
