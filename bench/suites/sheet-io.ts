/**
 * The sheet reader and writer on a large sheet: parseCsv (the reader's splitter) and editSheet
 * (1,000 logo cells written into a 200,000-row CRLF sheet). Prints the median of 7 runs.
 *
 * With --places, place suggestions for 100,000 distinct unknown places instead: the indexed
 * suggester the pipeline uses (closestIndexed, median of 3) against the old way, every name
 * compared (closestMatches, the test oracle; on the first --old-sample inputs, default all,
 * scaled to 100,000), and a whole shops sheet of 100,000 unknown-place rows through checkSheet,
 * as data:check and /editors check it.
 *
 *   npm run bench -- sheet-io [--places [--old-sample 100000]]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseCsv } from '../../src/pipeline/format/csv';
import { editSheet } from '../../src/pipeline/format/sheet-io';
import { checkSheet, loadPlaceTable } from '../../src/pipeline/check/check-sheet';
import { closestIndexed, closestMatches, suggestionIndex } from '../../src/pipeline/format/text';
import { positiveInteger, readArguments } from '../../scripts/support/cli';
import { BENCH_ROOT } from '../lib/output';
import { generatedSheet, SHOP_COLUMNS } from '../lib/rows';
import { medianTime, timed } from '../lib/stats';

const USAGE = 'npm run bench -- sheet-io [--places [--old-sample 100000]]';

function sheetIo(): void {
  const ROWS = 200_000;
  const text = generatedSheet(SHOP_COLUMNS, ROWS, (index) => [`Sample Shop ${index}, Peña`, 'Pasig', `https://shop${index}.example/`, ''], { eol: '\r\n' });
  const bytes = new TextEncoder().encode(text);
  const spec = { required: ['name', 'location'], optional: ['link', 'logo'] };
  const edits = Array.from({ length: 1000 }, (_, index) => ({ row: index * 200 + 2, column: 'logo', value: 'https://img.example/logo.png', onlyIfEmpty: true }));
  console.log(`sheet: ${ROWS.toLocaleString('en-US')} rows, ${(bytes.length / 1e6).toFixed(1)} MB`);
  console.log(`parseCsv: ${medianTime(() => parseCsv(text, spec), 7).toFixed(0)} ms`);
  console.log(`editSheet, 1,000 cells: ${medianTime(() => editSheet(bytes, spec, edits), 7).toFixed(0)} ms`);
}

/** 100,000 distinct places no table holds, spelled like towns (syllables, some with a province). */
function unknownPlaces(count: number): string[] {
  const syllables = ['ba', 'ka', 'la', 'ma', 'na', 'pa', 'sa', 'ta', 'gu', 'bi', 'lo', 'san', 'sta', 'ng', 'ay'];
  return Array.from({ length: count }, (_, index) => {
    let word = '';
    for (let rest = index + 7919; rest > 0; rest = Math.floor(rest / syllables.length)) word += syllables[rest % syllables.length];
    return `${word.charAt(0).toUpperCase()}${word.slice(1)}${index % 4 === 0 ? ', Batangas' : ''} Zq${index}`;
  });
}

function places(oldSample: number): void {
  const COUNT = 100_000;
  const { table } = loadPlaceTable(readFileSync(path.join(BENCH_ROOT, 'data', 'place-aliases.csv'), 'utf8'));
  const inputs = unknownPlaces(COUNT);
  const index = suggestionIndex(table.suggestionNames);
  const indexed = medianTime(() => inputs.forEach((input) => closestIndexed(input, index)), 3);
  const sample = inputs.slice(0, Math.min(oldSample, COUNT));
  const old = timed(() => sample.forEach((input) => closestMatches(input, table.suggestionNames)));
  console.log(`place suggestions, ${COUNT.toLocaleString('en-US')} distinct unknown places (${table.suggestionNames.length.toLocaleString('en-US')} names):`);
  console.log(`  indexed (closestIndexed): ${indexed.toFixed(0)} ms, ${((indexed / COUNT) * 1000).toFixed(1)} µs each (median of 3)`);
  console.log(
    `  every name (closestMatches): ${((old / sample.length) * COUNT).toFixed(0)} ms${sample.length < COUNT ? ` (scaled from ${sample.length.toLocaleString('en-US')} inputs)` : ''}, ${((old / sample.length) * 1000).toFixed(1)} µs each (1 run)`,
  );
  const sheet = `name,location\n${inputs.map((place, row) => `Sample Shop ${row},"${place}"`).join('\n')}\n`;
  const context = { places: table, categorySlugs: [], probe: () => null };
  // A fresh copy of the table each run: normalizePlace remembers answers per table.
  const whole = medianTime(() => checkSheet(sheet, 'shops', { ...context, places: { ...table } }), 3);
  console.log(`  checkSheet, shops sheet of ${COUNT.toLocaleString('en-US')} unknown-place rows: ${whole.toFixed(0)} ms (median of 3)`);
}

export async function run(args: readonly string[]): Promise<void> {
  const { values } = readArguments(args, { places: { type: 'boolean' }, 'old-sample': { type: 'string' } }, USAGE);
  if (values.places) places(positiveInteger(values['old-sample'], 'old-sample', 100_000));
  else sheetIo();
}
