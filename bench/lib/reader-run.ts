/**
 * One process of `npm run bench -- reader-ab`: reads the generated sheets with the tree at
 * argv[2] (two warm-up runs, then five timed) and prints one JSON line, a ReaderRun. Its own
 * process, so that the tree's code and node_modules' see no other tree's type feedback.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { runMain, UsageError } from '../../scripts/support/cli';
import { BENCH_ROOT } from './output';
import { joinSheet, sheetLines } from './rows';
import { median, timed } from './stats';

export interface ReaderRun {
  /** Median wall-clock and process CPU time of the timed runs, ms. */
  ms: number;
  cpu: number;
  /** What the reader gave (summaries, findings as reported, row outcomes), hashed. */
  digest: string;
  findings: number;
}

/** What both trees export, under whichever file name each tree gives it. */
interface Reader {
  loadPlaceTable: (aliases: string) => { table: object };
  checkSheet: (input: string, list: 'shops' | 'brands', context: object) => { summary: unknown; issues: unknown[]; outcomes: unknown[] };
  /** A finding as the JSON report writes it (a tree that keeps the sentence apart has `reportedIssue`; an older one wrote the line). */
  reported: (issue: unknown) => unknown;
}

/** `check/check-sheet.ts` since the pipeline has rooms; `sheet.ts` before. */
async function readerOf(root: string): Promise<Reader> {
  const file = ['src/pipeline/check/check-sheet.ts', 'src/pipeline/sheet.ts'].map((name) => path.join(root, name)).find((name) => existsSync(name));
  if (file === undefined) throw new Error(`${root} holds neither src/pipeline/check/check-sheet.ts nor src/pipeline/sheet.ts.`);
  const reader = (await import(pathToFileURL(file).href)) as Omit<Reader, 'reported'>;
  const issueFile = path.join(root, 'src/pipeline/rules/issue.ts');
  const { reportedIssue } = existsSync(issueFile) ? ((await import(pathToFileURL(issueFile).href)) as { reportedIssue?: (issue: unknown) => unknown }) : {};
  return { ...reader, reported: reportedIssue ?? ((issue) => issue) };
}

function sheets(aliases: string, categorySlugs: readonly string[]): { shops: string; brands: string } {
  const places = aliases
    .split('\n')
    .slice(1)
    .map((line) => line.split(',')[0] ?? '')
    .filter((place) => place !== '' && !place.includes('"'));
  const shops = sheetLines(['name', 'location', 'link', 'logo'], 20_000, (index) => [
    `Sample Shop ${index}${index % 13 === 0 ? ' ' : ''}`,
    index % 17 === 0 ? `Nowhere Town ${index}` : (places[index % places.length] as string),
    index % 10 === 0 ? `shop-${index}.example` : `https://shop-${index}.example/`,
    '',
  ]);
  const brands = sheetLines(['category', 'name', 'link', 'logo'], 6_000, (index) => [
    categorySlugs[index % 5] as string,
    `Brand ${index}`,
    `https://brand-${index}.example/`,
    '',
  ]);
  return { shops: joinSheet(shops), brands: joinSheet(brands) };
}

async function readerRun(root: string): Promise<ReaderRun> {
  const aliases = readFileSync(path.join(BENCH_ROOT, 'data', 'place-aliases.csv'), 'utf8');
  const categorySlugs = (JSON.parse(readFileSync(path.join(BENCH_ROOT, 'data', 'brand-categories.json'), 'utf8')) as { slug: string }[]).map((category) => category.slug);
  const { shops, brands } = sheets(aliases, categorySlugs);
  const reader = await readerOf(root);
  const times: { ms: number; cpu: number }[] = [];
  let result: unknown[] = [];
  for (let run = 0; run < 7; run++) {
    // A fresh place table each run: normalizePlace remembers its answers per table.
    const { table } = reader.loadPlaceTable(aliases);
    const context = { places: table, categorySlugs, probe: () => null };
    const cpuBefore = process.cpuUsage();
    const ms = timed(() => {
      const shopCheck = reader.checkSheet(shops, 'shops', context);
      const brandCheck = reader.checkSheet(brands, 'brands', context);
      result = [shopCheck.summary, shopCheck.issues, shopCheck.outcomes, brandCheck.summary, brandCheck.issues, brandCheck.outcomes];
    });
    const cpu = process.cpuUsage(cpuBefore);
    if (run >= 2) times.push({ ms, cpu: (cpu.user + cpu.system) / 1000 });
  }
  const shown = result.map((part, index) => (index % 3 === 1 ? (part as unknown[]).map(reader.reported) : part));
  return {
    ms: median(times.map((time) => time.ms)),
    cpu: median(times.map((time) => time.cpu)),
    digest: createHash('sha256').update(JSON.stringify(shown)).digest('hex').slice(0, 16),
    findings: (shown[1] as unknown[]).length + (shown[4] as unknown[]).length,
  };
}

// Only ever run as its own process (reader-ab imports nothing but the type above).
runMain(async () => {
  const root = process.argv[2];
  if (root === undefined) throw new UsageError('Usage: node --import tsx bench/lib/reader-run.ts <tree>');
  console.log(JSON.stringify(await readerRun(root)));
});
