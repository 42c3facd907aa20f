/**
 * The fetched-image cache is data like any other (issue 22, items 7 and 12): `npm run data:check`
 * verifies each copy a sheet uses against the manifest, offline, and reports the ones that cannot
 * be trusted at the file, row and column that use them; the build (sourceNodes, the same probe)
 * never links them into a page, and lists no link of the cache folder at all.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ReportedIssue } from '../../../../src/pipeline';
import { cacheFolderTrusted, untrustedCacheEntry } from '../../../../src/pipeline/node/data-files';
import { REMOTE_CACHE_DIR } from '../../../../src/pipeline/detect/remote-cache';
import { writeDamagedCache, type CacheCase } from '../../../support/damaged-cache';
import { sourceNodesOf } from '../../../support/source-nodes';

const ROOT = path.join(__dirname, '../../../..');

function runCheck(dataDir: string) {
  const reportDir = mkdtempSync(path.join(os.tmpdir(), 'padyak-report-'));
  const child = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/normalize.ts'), '--data', dataDir, '--report', reportDir], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  let issues: ReportedIssue[] = [];
  try {
    issues = (JSON.parse(readFileSync(path.join(reportDir, 'data-quality.json'), 'utf8')) as { issues: ReportedIssue[] }).issues;
  } catch {
    // no report: the assertions on status and output say why
  }
  rmSync(reportDir, { recursive: true, force: true });
  return { status: child.status, output: `${child.stdout}${child.stderr}`, issues };
}

/** A copy of the clean fixture with one brand per case, its logo the case's address; returns the first brand's row. */
function dataWithBrands(dataDir: string, cases: readonly Pick<CacheCase, 'slug' | 'url'>[]): number {
  cpSync(path.join(ROOT, 'tests/fixtures/clean'), dataDir, { recursive: true });
  const brands = path.join(dataDir, 'brands.csv');
  const firstRow = readFileSync(brands, 'utf8').trimEnd().split('\n').length + 1;
  appendFileSync(brands, cases.map((item) => `bikes,Sample Cache ${item.slug},https://brand.example/${item.slug},${item.url}\n`).join(''));
  return firstRow;
}

const urlFor = (slug: string) => `https://cdn.example/cache/${slug}.png`;

describe('data:check and the build over a damaged fetched-image cache', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'padyak-cache-check-'));
  const dataDir = path.join(work, 'data');
  let cases: CacheCase[] = [];
  let firstRow = 0;
  let check: ReturnType<typeof runCheck>;
  let brands: Record<string, unknown>[] = [];

  beforeAll(async () => {
    cases = await writeDamagedCache(dataDir, path.join(work, 'outside'), urlFor);
    firstRow = dataWithBrands(dataDir, cases);
    check = runCheck(dataDir);
    brands = (await sourceNodesOf(dataDir)).filter((node) => (node.internal as { type: string }).type === 'Brand');
  }, 120_000);

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('passes (the findings are for review), with no crash and no stack trace', () => {
    expect(check.status).toBe(0);
    expect(check.output).not.toMatch(/stopped unexpectedly|\n\s+at .+:\d+:\d+/);
  });

  it('reports each untrustworthy copy at the file, row and column that use it, with what to do, and the good one not at all', () => {
    cases.forEach((item, index) => {
      const row = firstRow + index;
      const found = check.issues.filter((issue) => issue.file === 'brands.csv' && issue.row === row);
      if (item.finding === null) {
        expect(found).toEqual([]);
        return;
      }
      expect(found.map((issue) => [issue.rule, issue.severity, issue.column])).toEqual([['image-fetched-copy-unusable', 'review', 'logo']]);
      const message = found[0]?.message ?? '';
      expect(message.startsWith(`brands.csv row ${row}, column logo: the fetched copy of '${item.url}' (data/${REMOTE_CACHE_DIR}/${item.file}) `)).toBe(true);
      expect(message).toMatch(item.finding);
      expect(message).toMatch(/until then the listing shows no logo\.$/);
      expect(message).not.toMatch(/damaged/i); // each says what is really wrong
    });
  });

  it('calls a valid image that is too large too large, with the limit, not damaged', () => {
    const huge = cases.findIndex((item) => item.slug === 'huge');
    const message = check.issues.find((issue) => issue.file === 'brands.csv' && issue.row === firstRow + huge)?.message;
    expect(message).toContain('is 20000 × 20000 px, too large to show: over the 4096 px limit on a side');
  });

  it('links only the good copy into the build: every other brand is shown without a logo, and nothing outside the data folder is used', () => {
    const logos = Object.fromEntries(cases.map((item) => [item.slug, brands.find((brand) => brand.name === `Sample Cache ${item.slug}`)?.logo]));
    const good = cases.find((item) => item.slug === 'good') as CacheCase;
    expect(logos).toEqual({ ...Object.fromEntries(cases.map((item) => [item.slug, null])), good: path.join(dataDir, REMOTE_CACHE_DIR, good.file) });
  });

  it('keeps every link and hard link out of the folder the build lists (gatsby-config.ts)', () => {
    const untrusted = cases.filter((item) => untrustedCacheEntry(path.join(dataDir, REMOTE_CACHE_DIR, item.file))).map((item) => item.slug);
    expect(untrusted.sort()).toEqual(['folder-link', 'hard-link', 'inside-link', 'outside-link']);
    expect(cacheFolderTrusted(dataDir, REMOTE_CACHE_DIR)).toBe(true);
  });
});

describe('a fetched-image folder that is itself a link', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'padyak-cache-parent-'));
  const dataDir = path.join(work, 'data');
  let check: ReturnType<typeof runCheck>;
  let brands: Record<string, unknown>[] = [];
  let row = 0;

  beforeAll(async () => {
    // A good copy and its manifest, in a folder outside the data folder that cache/images links to.
    const elsewhere = path.join(work, 'elsewhere');
    const cases = await writeDamagedCache(elsewhere, path.join(work, 'outside'), urlFor);
    const good = cases.filter((item) => item.slug === 'good');
    row = dataWithBrands(dataDir, good);
    mkdirSync(path.join(dataDir, 'cache'), { recursive: true });
    renameSync(path.join(elsewhere, REMOTE_CACHE_DIR), path.join(work, 'images'));
    symlinkSync(path.join(work, 'images'), path.join(dataDir, REMOTE_CACHE_DIR));
    check = runCheck(dataDir);
    brands = (await sourceNodesOf(dataDir)).filter((node) => (node.internal as { type: string }).type === 'Brand');
  }, 120_000);

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('reads nothing through it: the manifest is refused with a sentence, and the brand is shown without its logo', () => {
    const manifest = check.issues.filter((issue) => issue.file === 'cache/images/manifest.json');
    expect(manifest.map((issue) => [issue.rule, issue.severity])).toEqual([['fetch-manifest-broken', 'review']]);
    expect(manifest[0]?.message).toContain(
      'data/cache/images/manifest.json is inside data/cache/images, which is a link (shortcut) to another folder; make data/cache/images an ordinary folder again',
    );
    expect(check.issues.filter((issue) => issue.file === 'brands.csv' && issue.row === row).map((issue) => issue.rule)).toEqual(['image-not-fetched']);
    expect(brands.find((brand) => brand.name === 'Sample Cache good')?.logo).toBeNull();
    expect(cacheFolderTrusted(dataDir, REMOTE_CACHE_DIR)).toBe(false);
  });
});
