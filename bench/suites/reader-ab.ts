/**
 * The sheet reader of this tree against an older one, in one process, rounds alternating which
 * goes first, so both see the same load: `checkSheet` (decode, CSV, every column's checks, the
 * cross-row rules) on 20,000 shop rows and 6,000 brand rows, with some of every common finding
 * (a space after a name, a link without https://, a place no table holds). It first proves the
 * two give the same summaries, findings (as the JSON report writes them) and row outcomes, then
 * quotes the medians and their ratio (this tree / the older one). A refactor of the rules should
 * keep the ratio within ±5%.
 *
 *   git archive <rev> src data | tar -x -C /tmp/reader-base && ln -s "$PWD/node_modules" /tmp/reader-base/
 *   npm run bench -- reader-ab --base /tmp/reader-base [--rounds 21]
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { positiveInteger, readArguments, UsageError } from '../../scripts/support/cli';
import { BENCH_ROOT } from '../lib/output';
import { joinSheet, sheetLines } from '../lib/rows';
import { median, timed } from '../lib/stats';

const USAGE = 'npm run bench -- reader-ab --base DIR [--rounds 21]';

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
  if (file === undefined) throw new UsageError(`${root} holds neither src/pipeline/check/check-sheet.ts nor src/pipeline/sheet.ts.`);
  const reader = (await import(file)) as Omit<Reader, 'reported'>;
  const issueFile = path.join(root, 'src/pipeline/rules/issue.ts');
  const { reportedIssue } = existsSync(issueFile) ? ((await import(issueFile)) as { reportedIssue?: (issue: unknown) => unknown }) : {};
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

export async function run(args: readonly string[]): Promise<void> {
  const { values } = readArguments(args, { base: { type: 'string' }, rounds: { type: 'string' } }, USAGE);
  if (values.base === undefined) throw new UsageError(`--base is needed.\nUsage: ${USAGE}`);
  const rounds = positiveInteger(values.rounds, 'rounds', 21);
  const aliases = readFileSync(path.join(BENCH_ROOT, 'data', 'place-aliases.csv'), 'utf8');
  const categories = JSON.parse(readFileSync(path.join(BENCH_ROOT, 'data', 'brand-categories.json'), 'utf8')) as { slug: string }[];
  const { shops, brands } = sheets(
    aliases,
    categories.map((category) => category.slug),
  );
  const readers = { base: await readerOf(path.resolve(values.base)), this: await readerOf(BENCH_ROOT) };

  const once = (reader: Reader) => {
    const { table } = reader.loadPlaceTable(aliases);
    const context = { places: table, categorySlugs: categories.map((category) => category.slug), probe: () => null };
    let result: unknown[] = [];
    const cpuBefore = process.cpuUsage();
    const ms = timed(() => {
      const shopCheck = reader.checkSheet(shops, 'shops', context);
      const brandCheck = reader.checkSheet(brands, 'brands', context);
      result = [shopCheck.summary, shopCheck.issues, shopCheck.outcomes, brandCheck.summary, brandCheck.issues, brandCheck.outcomes];
    });
    result = result.map((part, index) => (index % 3 === 1 ? (part as unknown[]).map(reader.reported) : part));
    const cpu = process.cpuUsage(cpuBefore);
    return {
      ms,
      cpu: (cpu.user + cpu.system) / 1000,
      digest: createHash('sha256').update(JSON.stringify(result)).digest('hex').slice(0, 16),
      findings: (result[1] as unknown[]).length + (result[4] as unknown[]).length,
    };
  };

  const times: Record<keyof typeof readers, number[]> = { base: [], this: [] };
  const cpuTimes: Record<keyof typeof readers, number[]> = { base: [], this: [] };
  const digests = new Set<string>();
  let findings = 0;
  // Round 0 warms both (module load, JIT) and is not counted.
  for (let round = 0; round <= rounds; round++) {
    for (const name of round % 2 ? (['this', 'base'] as const) : (['base', 'this'] as const)) {
      const { ms, cpu, digest, findings: count } = once(readers[name]);
      digests.add(digest);
      findings = count;
      if (round > 0) times[name].push(ms);
      if (round > 0) cpuTimes[name].push(cpu);
    }
  }
  if (digests.size !== 1) throw new Error(`The two readers gave different results (${[...digests].join(', ')}): compare them before timing.`);
  console.log(`checkSheet on 20,000 shop rows and 6,000 brand rows (${findings.toLocaleString('en-US')} findings), ${rounds} rounds after a warm-up, alternating:`);
  console.log(`  same summaries, findings (as reported) and row outcomes from both: yes (sha256 ${[...digests][0]})`);
  const pairs = times.this.map((ms, round) => ms / (times.base[round] as number));
  const line = (what: string, base: readonly number[], tree: readonly number[]) =>
    `  ${what}: base (${values.base}) ${median(base).toFixed(0)} ms, this tree ${median(tree).toFixed(0)} ms, ratio ${(median(tree) / median(base)).toFixed(3)}`;
  console.log(line('wall-clock medians', times.base, times.this));
  console.log(line('process CPU medians (steadier under load)', cpuTimes.base, cpuTimes.this));
  const ratio = median(pairs);
  console.log(`  median of the per-round ratios (this / base, same round): ${ratio.toFixed(3)}; target within ±5%: ${Math.abs(ratio - 1) <= 0.05 ? 'met' : 'missed'}`);
}
