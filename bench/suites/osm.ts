/**
 * import:osm at the size of a large country: a generated 5,000-element Overpass response.
 *
 *   npm run bench -- osm [--elements N] [--runs N]
 *
 * Two figures, each the median of fresh processes: the whole command as an editor runs it
 * (`tsx scripts/import-osm.ts --from …`, wall time and peak RSS from /usr/bin/time), and the
 * import itself inside one process (read and check the response, run the data check on data/
 * for the listed shops, map, dedupe, write). The generated shops are made up, on .example
 * addresses, and live only in a temporary folder. A benchmark, not a test: nothing is asserted.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { positiveInteger, readArguments } from '../../scripts/support/cli';
import { loadAverage, machineLine } from '../lib/machine';
import { BENCH_ROOT } from '../lib/output';
import { median } from '../lib/stats';

// Address spellings as mappers write them: canonical, without ñ, with "City", a province only,
// a town within its province, an unknown place.
const CITIES = [
  'Quezon City',
  'Las Pinas',
  'Makati City',
  'Pasig',
  'Cebu City',
  'Davao City',
  'Iloilo City',
  'Antipolo',
  'Dasmarinas',
  'Baguio',
  'Tagum',
  'Legazpi City',
];

export function generateResponse(count: number): string {
  const elements: unknown[] = [];
  for (let index = 1; index <= count; index++) {
    const type = index % 20 === 0 ? 'relation' : index % 4 === 0 ? 'way' : 'node';
    const tags: Record<string, string> = { shop: 'bicycle' };
    if (index % 20 !== 7) tags.name = `Bench Cycles ${String(index).padStart(5, '0')}`;
    if (index % 10 === 3) tags['name:en'] = `Bench Bicycles ${index}`;
    if (index % 9 === 0) tags['addr:province'] = 'Bohol';
    else if (index % 13 === 0) tags['addr:city'] = 'Nowhere Town';
    else if (index % 17 === 0) Object.assign(tags, { 'addr:city': 'San Jose', 'addr:province': 'Nueva Ecija' });
    else if (index % 11 !== 0) tags['addr:city'] = CITIES[index % CITIES.length] as string;
    if (index % 5 === 0) tags.website = `bench${index}.example`;
    else if (index % 5 === 1) tags.website = `https://bench${index}.example/`;
    else if (index % 23 === 0) tags.website = 'javascript:void(0)';
    else if (index % 7 === 2) tags['contact:facebook'] = `https://www.facebook.example/bench${index}`;
    if (index % 3 === 0) tags['service:bicycle:repair'] = 'yes';
    if (index % 8 === 0) tags['service:bicycle:rental'] = 'yes';
    const position = { lat: 5 + (index % 1300) / 100, lon: 117 + (index % 900) / 100 };
    elements.push(type === 'node' ? { type, id: index, ...position, tags } : { type, id: index, center: position, tags });
  }
  return JSON.stringify({ version: 0.6, generator: 'bench/suites/osm.ts (made-up shops)', elements });
}

function runImportInProcess(response: string, out: string): void {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const started = process.hrtime.bigint();
  const { runPipeline, placeTableFor, renderCandidatesSheet } = require('../../src/pipeline/node') as typeof import('../../src/pipeline/node');
  const { readOverpassResponse } = require('../../scripts/osm/overpass') as typeof import('../../scripts/osm/overpass');
  const { buildCandidates } = require('../../scripts/osm/candidates') as typeof import('../../scripts/osm/candidates');
  const { writeSheetFile } = require('../../scripts/support/write-sheet-file') as typeof import('../../scripts/support/write-sheet-file');
  /* eslint-enable @typescript-eslint/no-require-imports */
  const loaded = process.hrtime.bigint();
  const read = readOverpassResponse(readFileSync(response, 'utf8'), response);
  if (!read.ok) throw new Error(read.message);
  const dataDir = path.join(BENCH_ROOT, 'data');
  const { rows, summary } = buildCandidates(read.elements, runPipeline({ dataDir }).shops, placeTableFor({ dataDir }).table);
  const sheet = renderCandidatesSheet(rows);
  if (!sheet.ok) throw new Error(sheet.problem);
  writeSheetFile(out, sheet.bytes);
  const done = process.hrtime.bigint();
  process.stdout.write(
    `${JSON.stringify({ seconds: Number(done - loaded) / 1e9, loadSeconds: Number(loaded - started) / 1e9, maxRssMb: process.resourceUsage().maxRSS / 1024, summary: { ...summary, noName: summary.noName.length, alreadyListed: summary.alreadyListed.length, findings: summary.findings.length } })}\n`,
  );
}

const USAGE = 'npm run bench -- osm [--elements 5000] [--runs 3]';

export function run(args: readonly string[]): void {
  const { values, positionals } = readArguments(args, { elements: { type: 'string' }, runs: { type: 'string' }, run: { type: 'boolean', default: false } }, USAGE, true);
  // The child process of a run: --run <response.json> <out.csv>.
  if (values.run) {
    runImportInProcess(positionals[0] as string, positionals[1] as string);
    return;
  }
  const count = positiveInteger(values.elements, 'elements', 5_000);
  const runs = positiveInteger(values.runs, 'runs', 3);
  const work = mkdtempSync(path.join(os.tmpdir(), 'padyak-bench-osm-'));
  try {
    const response = path.join(work, 'response.json');
    writeFileSync(response, generateResponse(count));
    const out = path.join(work, 'shops-osm.csv');
    console.log(`machine: ${machineLine()}`);
    console.log(`load average at start: ${loadAverage()}`);
    console.log(`${count} elements (${(readFileSync(response).length / 1024).toFixed(0)} KB of JSON), ${runs} runs of each, each in a fresh process`);
    const whole: { seconds: number; maxRssMb: number }[] = [];
    const inner: { seconds: number; maxRssMb: number }[] = [];
    for (let run = 1; run <= runs; run++) {
      const command = spawnSync(
        '/usr/bin/time',
        ['-f', '%e %M', process.execPath, '--import', 'tsx', path.join(BENCH_ROOT, 'scripts/import-osm.ts'), '--from', response, '--out', out],
        { cwd: BENCH_ROOT, encoding: 'utf8' },
      );
      if (command.status !== 0) throw new Error(`the command failed: ${command.stderr}`);
      const [seconds, kilobytes] = (command.stderr.trim().split('\n').pop() ?? '').split(' ').map(Number);
      whole.push({ seconds: seconds ?? NaN, maxRssMb: (kilobytes ?? NaN) / 1024 });
      const child = spawnSync(process.execPath, [...process.execArgv, path.join(BENCH_ROOT, 'bench', 'run.ts'), 'osm', '--no-write', '--run', response, out], {
        cwd: BENCH_ROOT,
        encoding: 'utf8',
      });
      if (child.status !== 0) throw new Error(`run ${run} failed: ${child.stderr}`);
      const result = JSON.parse(child.stdout.trim().split('\n').pop() ?? '{}') as { seconds: number; loadSeconds: number; maxRssMb: number; summary: unknown };
      inner.push(result);
      console.log(
        `run ${run}: command ${whole.at(-1)?.seconds.toFixed(2)} s, peak RSS ${whole.at(-1)?.maxRssMb.toFixed(0)} MB; import alone ${result.seconds.toFixed(3)} s (+${result.loadSeconds.toFixed(2)} s loading modules), peak RSS ${result.maxRssMb.toFixed(0)} MB`,
      );
      if (run === 1) console.log(`summary: ${JSON.stringify(result.summary)}`);
    }
    console.log(
      `median: command ${median(whole.map((r) => r.seconds)).toFixed(2)} s, peak RSS ${median(whole.map((r) => r.maxRssMb)).toFixed(0)} MB; import alone ${median(inner.map((r) => r.seconds)).toFixed(3)} s, peak RSS ${median(inner.map((r) => r.maxRssMb)).toFixed(0)} MB`,
    );
    console.log(`load average at end: ${loadAverage()}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
