/**
 * What a page for every listing costs at scale: the cold build of the same 10,000-shop data with and
 * without the listing pages (the build switch LISTING_PAGES_SWITCH, off only here), the size of a
 * listing page's HTML, and what a first visit stores for offline use.
 *
 *   npm run bench -- listing-pages [--shops N] [--runs N] [--keep-public]
 *
 * Each run builds both, in a throwaway copy of the project (tests/support/isolated-build.ts), the
 * order turning every run so neither always builds second on a warmer disk. The runner writes what it
 * prints, with the machine and load, into BENCHMARKS.md. With --keep-public, the first build with the
 * listing pages replaces the project's public/, for the suites that measure the public/ already built
 * (layout-gap, precache) at the same scale.
 */
import { readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { positiveInteger, readArguments } from '../../scripts/support/cli';
import { listingPageList } from '../../src/config/addresses';
import { LISTING_PAGES_SWITCH } from '../../src/gatsby/create-pages';
import { PRECACHE_BUDGET_BYTES, precachedFiles } from '../../src/gatsby/write-service-worker';
import { publicDir } from '../../tests/support/build-output';
import { buildIsolated, makeIsolatedProject } from '../../tests/support/isolated-build';
import { loadAverage } from '../lib/machine';
import { median } from '../lib/stats';
import { generateScaleData } from './scale-data';

const USAGE = 'npm run bench -- listing-pages [--shops N] [--runs N] [--keep-public]';
/** The target for one listing page's HTML, gzip. */
const PAGE_BUDGET_BYTES = 12 * 1024;

/** Every listing page's HTML under publicDir, gzipped, by its list ('/shops/', '/brands/bikes/' → 'brands'). */
export function listingPageSizes(publicDir: string): Map<string, number[]> {
  const sizes = new Map<string, number[]>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(publicDir, folder), { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const child = `${folder}/${entry.name}`;
      const list = listingPageList(`${child}/`);
      if (list) {
        const kind = list.split('/')[1]!;
        const html = readFileSync(path.join(publicDir, child, 'index.html'));
        sizes.set(kind, [...(sizes.get(kind) ?? []), gzipSync(html).length]);
      } else if (!child.startsWith('/page-data') && !child.startsWith('/_offline') && !child.startsWith('/static')) walk(child);
    }
  };
  walk('');
  return sizes;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;

export async function run(args: readonly string[]): Promise<void> {
  const { values } = readArguments(args, { shops: { type: 'string' }, runs: { type: 'string' }, 'keep-public': { type: 'boolean', default: false } }, USAGE);
  const shops = positiveInteger(values.shops, 'shops', 10_000);
  const runs = positiveInteger(values.runs, 'runs', 1);
  const dataDir = generateScaleData(shops);
  const times = { with: [] as number[], without: [] as number[] };
  try {
    for (let round = 0; round < runs; round++) {
      const order = round % 2 === 0 ? (['without', 'with'] as const) : (['with', 'without'] as const);
      for (const variant of order) {
        const project = makeIsolatedProject();
        try {
          const started = performance.now();
          await buildIsolated(project, dataDir, variant === 'without' ? { [LISTING_PAGES_SWITCH]: 'off' } : {});
          times[variant].push(performance.now() - started);
          console.log(`run ${round + 1}, ${variant} listing pages: ${seconds(times[variant].at(-1)!)} (load ${loadAverage()})`);
          if (variant === 'with' && round === 0) {
            for (const [kind, sizes] of listingPageSizes(project.publicDir)) {
              const largest = Math.max(...sizes);
              console.log(
                `  ${kind}: ${sizes.length} pages, HTML gzip median ${median(sizes)} B, largest ${largest} B (target ≤ ${PAGE_BUDGET_BYTES} B: ${largest <= PAGE_BUDGET_BYTES ? 'met' : 'missed'})`,
              );
            }
            const stored = (await precachedFiles(project.publicDir)).reduce((sum, file) => sum + file.size, 0);
            console.log(`  precache: ${stored} B (target ≤ ${PRECACHE_BUDGET_BYTES} B: ${stored <= PRECACHE_BUDGET_BYTES ? 'met' : 'missed'})`);
            if (values['keep-public']) {
              rmSync(publicDir, { recursive: true, force: true });
              renameSync(project.publicDir, publicDir);
              console.log(`  this build is now public/ (--keep-public)`);
            }
          }
        } finally {
          project.remove();
        }
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const ratio = median(times.with) / median(times.without);
  console.log(
    `cold build at ${shops} shops: without listing pages ${seconds(median(times.without))} (${times.without.map(seconds).join(', ')}), with ${seconds(median(times.with))} (${times.with.map(seconds).join(', ')}); ratio ${ratio.toFixed(2)}× (target ≤ 2×: ${ratio <= 2 ? 'met' : 'missed'})`,
  );
  console.log(`load ${loadAverage()} at the end`);
}
