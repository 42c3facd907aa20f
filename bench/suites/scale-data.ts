/**
 * A copy of data/ whose shops.csv holds N generated shops (10,000 by default), for
 * the scale part of the benchmark. Never committed: it is written to a temporary
 * folder, and a build reads it through PADYAK_DATA_DIR.
 *
 *   npm run bench -- scale-data [--shops N] [--out DIR]   → prints the folder
 *
 * A third of the shops keep hours, half services and two fifths payments, in a fixed pattern.
 * The rows are clean (one row per shop, places in spellings data/shops.csv already
 * uses, https links or none), so the build keeps every one of them: the benchmark
 * measures the site at that size, not the pipeline's fixes (npm run bench -- data does that).
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { positiveInteger, readArguments } from '../../scripts/support/cli';
import { BENCH_ROOT } from '../lib/output';
import { generatedSheet, SHOP_COLUMNS } from '../lib/rows';

const dataDir = path.join(BENCH_ROOT, 'data');

/** The places of the real shops.csv, so every generated place resolves the same way. */
function knownPlaces(): string[] {
  const rows = parse<{ location?: string }>(readFileSync(path.join(dataDir, 'shops.csv')), { columns: true, bom: true, skip_empty_lines: true });
  const places = [...new Set(rows.map((row) => row.location?.trim() ?? '').filter(Boolean))];
  if (places.length === 0) throw new Error('data/shops.csv has no locations to reuse');
  return places;
}

/** The generated shops' own columns beyond the benchmark's four: hours, services and payments, on some of them (the list's filters work at scale). */
const SCALE_SHOP_COLUMNS = [...SHOP_COLUMNS, 'hours', 'services', 'payment'] as const;
const HOURS = ['Mo-Sa 09:00-18:00; Su off; PH off', 'Mo-Su 08:00-20:00', ''];
const SERVICES = ['repair; parts', 'rental', '', ''];
const PAYMENTS = ['cash; gcash', 'card', '', '', ''];

export function generateShopsCsv(shops: number): string {
  const places = knownPlaces();
  const words = ['Pedal', 'Ahon', 'Padyak', 'Chainring', 'Spoke', 'Cadence', 'Gravel', 'Sprocket', 'Derailleur', 'Crank'];
  const kinds = ['Bike Shop', 'Cycles', 'Bikeworks', 'Cyclery', 'Bike Hub'];
  return generatedSheet(SCALE_SHOP_COLUMNS, shops, (row) => {
    const index = row + 1;
    const name = `${words[index % words.length]} ${kinds[Math.floor(index / words.length) % kinds.length]} ${String(index).padStart(5, '0')}`;
    const place = places[index % places.length] as string;
    const link = index % 2 === 0 ? `https://example.com/shops/${index}` : '';
    return [name, place, link, '', HOURS[index % HOURS.length]!, SERVICES[index % SERVICES.length]!, PAYMENTS[index % PAYMENTS.length]!];
  });
}

/** Copies data/ into `outDir` (a new temporary folder if omitted) with a generated shops.csv. */
export function generateScaleData(shops = 10_000, outDir?: string): string {
  const target = outDir ?? mkdtempSync(path.join(os.tmpdir(), 'padyak-scale-'));
  cpSync(dataDir, target, { recursive: true });
  writeFileSync(path.join(target, 'shops.csv'), generateShopsCsv(shops));
  return target;
}

export function run(args: readonly string[]): void {
  const { values } = readArguments(args, { shops: { type: 'string' }, out: { type: 'string' } }, 'npm run bench -- scale-data [--shops 10000] [--out DIR]');
  console.log(generateScaleData(positiveInteger(values.shops, 'shops', 10_000), values.out));
}
