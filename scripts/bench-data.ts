/**
 * Data pipeline throughput: a generated 100,000-row shops.csv through runPipeline.
 *
 *   npm run bench:data            (or: npx tsx scripts/bench-data.ts [--rows N] [--runs N])
 *
 * Each run is a fresh Node process, so its peak memory (max RSS) is its own. Prints the
 * machine, every run and the median. A benchmark, not a test: timings are never asserted.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Real places in the spellings editors use: canonical, case slips, aliases, missing ñ,
// a province, an ambiguous name and two misspellings (which take the did-you-mean path).
const LOCATIONS = [
  'Quezon City', 'Quezon city', 'QC', 'Las Pinas', 'Las Piñas', 'Makati City', 'Makati', 'Pasig', 'Manila', 'Alabang',
  'Muntinlupa City', 'Taguig', 'BGC', 'Parañaque', 'Cebu City', 'Cebu', 'Davao City', 'Antipolo', 'Rizal', 'Bataan',
  'Camarines Sur', 'Iloilo', 'Bohol', 'Binan', 'Dasma', 'Batangas', 'Laguna', 'San Jose', 'San Jose, Batangas',
  'Zamboanga City', 'Quezon Cty', 'Pasiq',
];

function generateShopsCsv(rows: number): string {
  const lines = ['name,location,link,logo'];
  for (let index = 0; index < rows; index++) {
    const location = LOCATIONS[index % LOCATIONS.length] as string;
    const quotedLocation = location.includes(',') ? `"${location}"` : location;
    // Every 100th row repeats the row before it (a duplicate to merge); every 250th has http:,
    // every 500th a malformed logo address, every 3rd a remote logo.
    const id = index % 100 === 99 ? index - 1 : index;
    const scheme = index % 250 === 0 ? 'http' : 'https';
    const logo = index % 500 === 0 ? 'https//cdn.example.com/broken.png' : index % 3 === 0 ? `https://cdn.example.com/logos/${id}.png` : '';
    const name = index % 7 === 0 ? `"Bench Shop ${id}, Inc."` : `  Bench Shop ${id} `;
    lines.push(`${name},${quotedLocation},${scheme}://example.com/shops/${id},${logo}`);
  }
  return `\ufeff${lines.join('\r\n')}\r\n`;
}

function runOnce(dataDir: string): void {
  // Imported here so the parent process (which only generates and spawns) stays small.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { runPipeline } = require('../src/pipeline') as typeof import('../src/pipeline');
  const started = process.hrtime.bigint();
  const result = runPipeline({ dataDir });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const shopsSummary = result.files.find((file) => file.file === 'shops.csv');
  process.stdout.write(`${JSON.stringify({ seconds, maxRssMb: process.resourceUsage().maxRSS / 1024, rows: shopsSummary?.rows ?? 0, shops: result.shops.length })}\n`);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(name);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

function main(): void {
  const runIndex = process.argv.indexOf('--run');
  if (runIndex >= 0) {
    runOnce(process.argv[runIndex + 1] as string);
    return;
  }
  const rows = option('--rows', 100_000);
  const runs = option('--runs', 5);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'padyak-bench-'));
  try {
    writeFileSync(path.join(dataDir, 'shops.csv'), generateShopsCsv(rows));
    writeFileSync(path.join(dataDir, 'brands.csv'), 'category,name,link,logo\n');
    copyFileSync(path.resolve(__dirname, '..', 'data', 'brand-categories.json'), path.join(dataDir, 'brand-categories.json'));
    console.log(`machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, node ${process.version}`);
    console.log(`${rows} shop rows, ${runs} runs, each in a fresh process`);
    const results: { seconds: number; maxRssMb: number; rows: number; shops: number }[] = [];
    for (let run = 1; run <= runs; run++) {
      const child = spawnSync(process.execPath, [...process.execArgv, __filename, '--run', dataDir], { encoding: 'utf8' });
      if (child.status !== 0) throw new Error(`run ${run} failed: ${child.stderr}`);
      const lastLine = child.stdout.trim().split('\n').pop() ?? '{}';
      const result = JSON.parse(lastLine) as (typeof results)[number];
      results.push(result);
      console.log(`run ${run}: ${result.seconds.toFixed(3)} s, ${Math.round(result.rows / result.seconds).toLocaleString('en-US')} rows/s, peak RSS ${result.maxRssMb.toFixed(0)} MB (${result.rows} rows read, ${result.shops} shops kept)`);
    }
    const seconds = median(results.map((result) => result.seconds));
    const memory = median(results.map((result) => result.maxRssMb));
    console.log(`median: ${seconds.toFixed(3)} s, ${Math.round(rows / seconds).toLocaleString('en-US')} rows/s, peak RSS ${memory.toFixed(0)} MB`);
  } finally {
    if (!process.env.KEEP_BENCH_DATA) rmSync(dataDir, { recursive: true, force: true });
    else console.log(dataDir);
  }
}

main();
