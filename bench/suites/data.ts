/**
 * The data check as an editor runs it, end to end: `npm run data:check` (read, decode images,
 * check every row, write the Markdown and JSON reports) on a copy of data/ whose shops.csv is
 * replaced by a generated one. Scenarios:
 *   - data/ as it is (the baseline: start-up, decoding data/'s images, the reports);
 *   - clean:  100,000 rows that are all kept as they are;
 *   - messy:  100,000 rows that all need an auto-fix (spaces, place spellings), with duplicates,
 *             http: links, broken logo addresses and unknown places mixed in;
 *   - a 1 MB cell of each kind (name, location, link, logo) in an otherwise normal sheet.
 *
 *   npm run bench -- data            (or: npm run bench -- data [--rows N] [--runs N] [--only NAME])
 *
 * Each run is a fresh `npm run data:check` process; the time is its wall time, start to exit,
 * and, where /usr/bin/time exists, the CPU time (user + system) of the whole process tree, which
 * a loaded machine inflates far less than the wall time. Prints the machine, the load average
 * before and after, every run and the medians.
 * A benchmark, not a test: timings are never asserted.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { positiveInteger, readArguments } from '../../scripts/support/cli';
import { loadAverage, machineLine } from '../lib/machine';
import { BENCH_ROOT } from '../lib/output';
import { median } from '../lib/stats';
import { generatedSheet, sheetLines, SHOP_COLUMNS } from '../lib/rows';

// Real places, in their canonical spelling (clean) and in the spellings editors use (messy):
// case slips, aliases, missing ñ, "City" added, and two misspellings (the did-you-mean path).
const CANONICAL = [
  'Quezon City',
  'Las Piñas',
  'Makati',
  'Pasig',
  'Manila',
  'Muntinlupa',
  'Taguig',
  'Parañaque',
  'Cebu City',
  'Bohol',
  'Antipolo',
  'Batangas',
  'Laguna',
  'Davao City',
  'Iloilo',
];
const MESSY = [
  'Quezon city',
  'QC',
  'Las Pinas',
  'Makati City',
  'pasig',
  'manila',
  'Alabang',
  'Muntinlupa City',
  'BGC',
  'Paranaque',
  'cebu city',
  'bohol',
  'Binan',
  'Dasma',
  'San Jose, Batangas',
  'Quezon Cty',
  'Pasiq',
  'Rizal ',
  'laguna',
  'San Jose',
];

function cleanShops(rows: number): string {
  return generatedSheet(SHOP_COLUMNS, rows, (index) => {
    const logo = index % 3 === 0 ? `https://cdn.example.com/logos/${index}.png` : '';
    return [`Bench Shop ${index}`, CANONICAL[index % CANONICAL.length] as string, `https://example.com/shops/${index}`, logo];
  });
}

function messyShops(rows: number): string {
  return generatedSheet(
    SHOP_COLUMNS,
    rows,
    (index) => {
      // Every row has stray spaces in its name (an auto-fix); every 100th repeats the row before
      // (a merge); every 250th has an http: link, every 500th a malformed logo address.
      const id = index % 100 === 99 ? index - 1 : index;
      const scheme = index % 250 === 0 ? 'http' : 'https';
      const logo = index % 500 === 0 ? 'https//cdn.example.com/broken.png' : index % 3 === 0 ? `https://cdn.example.com/logos/${id}.png` : '';
      const name = index % 7 === 0 ? `Bench Shop ${id},  Inc. ` : `  Bench Shop ${id} `;
      return [name, MESSY[index % MESSY.length] as string, `${scheme}://example.com/shops/${id}`, logo];
    },
    { eol: '\r\n', bom: true },
  );
}

const MEGABYTE = 1024 * 1024;

/** A normal sheet with one 1 MB cell in the given column. */
function hugeCell(column: 'name' | 'location' | 'link' | 'logo'): string {
  const filler = column === 'location' ? 'Quezon ' : column === 'link' ? 'a' : column === 'logo' ? 'x' : 'Padyak ';
  const huge = filler.repeat(Math.ceil(MEGABYTE / filler.length)).slice(0, MEGABYTE);
  const cells = { name: 'Huge Cell Shop', location: 'Quezon City', link: 'https://example.com/huge', logo: '' };
  if (column === 'link') cells.link = `https://example.com/${huge}`;
  else if (column === 'logo') cells.logo = `${huge}.png`;
  else cells[column] = huge;
  return `name,location,link,logo\nNormal Shop,Pasig,https://example.com/normal,\n${sheetLines(SHOP_COLUMNS, 1, () => [cells.name, cells.location, cells.link, cells.logo])[1]}\n`;
}

interface Scenario {
  name: string;
  /** The generated shops.csv; null keeps data/'s own (the baseline: start-up, images, reports). */
  shops: () => string | null;
}

/** GNU time, for the CPU time of the whole process tree; without it only wall time is shown. */
const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : null;

const USAGE = 'npm run bench -- data [--rows 100000] [--runs 3] [--only TEXT]';

export function run(args: readonly string[]): void {
  const { values } = readArguments(args, { rows: { type: 'string' }, runs: { type: 'string' }, only: { type: 'string' } }, USAGE);
  const rows = positiveInteger(values.rows, 'rows', 100_000);
  const runs = positiveInteger(values.runs, 'runs', 3);
  const only = values.only;
  const scenarios: Scenario[] = [
    { name: 'data/ as it is', shops: () => null },
    { name: `clean ${rows.toLocaleString('en-US')} rows`, shops: () => cleanShops(rows) },
    { name: `messy ${rows.toLocaleString('en-US')} rows`, shops: () => messyShops(rows) },
    ...(['name', 'location', 'link', 'logo'] as const).map((column) => ({ name: `1 MB ${column} cell`, shops: () => hugeCell(column) })),
  ].filter((scenario) => !only || scenario.name.includes(only));

  console.log(`machine: ${machineLine()}`);
  console.log(`command: npm run data:check -- --data <copy of data/ with a generated shops.csv> --report <temp>; ${runs} runs each, each a fresh process`);
  console.log(`load average before: ${loadAverage()}`);
  const work = mkdtempSync(path.join(os.tmpdir(), 'padyak-bench-data-'));
  try {
    for (const scenario of scenarios) {
      const dataDir = path.join(work, 'data');
      rmSync(dataDir, { recursive: true, force: true });
      cpSync(path.join(BENCH_ROOT, 'data'), dataDir, { recursive: true });
      const shops = scenario.shops();
      if (shops !== null) writeFileSync(path.join(dataDir, 'shops.csv'), shops);
      const seconds: number[] = [];
      const cpuSeconds: number[] = [];
      let summary = '';
      for (let run = 1; run <= runs; run++) {
        const reportDir = path.join(work, `report-${run}`);
        const command = ['npm', 'run', '--silent', 'data:check', '--', '--data', dataDir, '--report', reportDir];
        const started = process.hrtime.bigint();
        const child = TIME
          ? spawnSync(TIME, ['-f', 'BENCH_CPU %U %S', ...command], { cwd: BENCH_ROOT, encoding: 'utf8', maxBuffer: 64 * MEGABYTE })
          : spawnSync(command[0] as string, command.slice(1), { cwd: BENCH_ROOT, encoding: 'utf8', maxBuffer: 64 * MEGABYTE });
        seconds.push(Number(process.hrtime.bigint() - started) / 1e9);
        const cpu = /BENCH_CPU ([\d.]+) ([\d.]+)/.exec(child.stderr);
        if (cpu) cpuSeconds.push(Number(cpu[1]) + Number(cpu[2]));
        if (child.status !== 0 && child.status !== 1) throw new Error(`${scenario.name}, run ${run}: exit ${child.status}\n${child.stderr}`);
        summary = child.stdout.split('\n').find((line) => line.startsWith('Total:')) ?? '';
        rmSync(reportDir, { recursive: true, force: true });
      }
      const cpu = cpuSeconds.length ? `; CPU ${cpuSeconds.map((value) => value.toFixed(2)).join(' / ')} s, median ${median(cpuSeconds).toFixed(2)} s` : '';
      console.log(
        `${scenario.name.padEnd(20)} wall ${seconds.map((value) => value.toFixed(2)).join(' / ')} s, median ${median(seconds).toFixed(2)} s${cpu}  (${summary})`,
      );
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  console.log(`load average after: ${loadAverage()}`);
}
