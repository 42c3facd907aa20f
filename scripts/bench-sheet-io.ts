/**
 * The sheet reader and writer on a large sheet: parseCsv (the reader's splitter) and editSheet
 * (1,000 logo cells written into a 200,000-row CRLF sheet). Prints the median of 7 runs.
 *
 *   npx tsx scripts/bench-sheet-io.ts
 */
import { parseCsv } from '../src/pipeline/csv';
import { editSheet } from '../src/pipeline/sheet-io';

const ROWS = 200_000;
const lines = ['name,location,link,logo'];
for (let index = 0; index < ROWS; index++) lines.push(`"Sample Shop ${index}, Peña",Pasig,https://shop${index}.example/,`);
const text = `${lines.join('\r\n')}\r\n`;
const bytes = new TextEncoder().encode(text);
const spec = { required: ['name', 'location'], optional: ['link', 'logo'] };
const edits = Array.from({ length: 1000 }, (_, index) => ({ row: index * 200 + 2, column: 'logo', value: 'https://img.example/logo.png', onlyIfEmpty: true }));

function median(task: () => unknown): number {
  const runs: number[] = [];
  for (let run = 0; run < 7; run++) {
    const started = process.hrtime.bigint();
    task();
    runs.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return runs.sort((a, b) => a - b)[3] ?? 0;
}

console.log(`sheet: ${ROWS.toLocaleString('en-US')} rows, ${(bytes.length / 1e6).toFixed(1)} MB`);
console.log(`parseCsv: ${median(() => parseCsv(text, spec)).toFixed(0)} ms`);
console.log(`editSheet, 1,000 cells: ${median(() => editSheet(bytes, spec, edits)).toFixed(0)} ms`);
