/**
 * What a first visit stores for offline use: the service worker's precache of the public/ already
 * built (src/gatsby/write-service-worker.ts), in bytes as stored, against its budget. Bytes, not time.
 *
 *   npm run build   (or a build of `npm run bench -- scale-data`'s folder through PADYAK_DATA_DIR)
 *   npm run bench -- precache
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readArguments } from '../../scripts/support/cli';
import { PRECACHE_BUDGET_BYTES, precachedFiles } from '../../src/gatsby/write-service-worker';
import { publicDir } from '../../tests/support/build-output';

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;

/** The kind of file a precache entry is, for the totals. */
export function precacheGroup(url: string): string {
  if (/\.(js|css)$/.test(url)) return 'scripts and styles';
  if (url.startsWith('static/')) return 'images';
  if (url === 'shops/index.json') return 'the index of every shop';
  if (url.endsWith('.html')) return 'pages (HTML)';
  if (url.endsWith('.json')) return 'page data';
  return 'icons, manifest, calendars';
}

export async function run(args: readonly string[]): Promise<void> {
  readArguments(args, {}, 'npm run bench -- precache');
  if (!existsSync(path.join(publicDir, 'index.html'))) throw new Error('No build in public/: run npm run build first.');
  const index = path.join(publicDir, 'shops', 'index.json');
  const shops = existsSync(index) ? (JSON.parse(readFileSync(index, 'utf8')) as unknown[]).length : 0;
  const files = await precachedFiles(publicDir);
  const total = files.reduce((sum, file) => sum + file.size, 0);
  const groups = new Map<string, { files: number; bytes: number }>();
  for (const file of files) {
    const group = groups.get(precacheGroup(file.url)) ?? { files: 0, bytes: 0 };
    groups.set(precacheGroup(file.url), { files: group.files + 1, bytes: group.bytes + file.size });
  }
  console.log(`public/ built with ${shops.toLocaleString('en-US')} shops: ${files.length} files precached, ${mb(total)} as stored`);
  for (const [group, { files: count, bytes }] of [...groups].sort((a, b) => b[1].bytes - a[1].bytes)) console.log(`  ${group}: ${count} files, ${mb(bytes)}`);
  console.log('largest files:');
  for (const file of files.slice(0, 8)) console.log(`  ${mb(file.size)}  ${file.url}`);
  console.log(`target: at most ${mb(PRECACHE_BUDGET_BYTES)}: ${total <= PRECACHE_BUDGET_BYTES ? 'met' : `missed by ${mb(total - PRECACHE_BUDGET_BYTES)}`}`);
}
