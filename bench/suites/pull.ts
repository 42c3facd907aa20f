/**
 * What npm run data:pull does with a sheet at the size limit, offline: a generated shops sheet of
 * MAX_SHEET_BYTES as Google serves it (CRLF, no final line ending) replacing an LF copy with 1,000
 * fewer rows: replaceSheet (the file's format), checkSheet (data:check's rules) and compareSheets
 * (the change in words). Prints each step's time and the process's peak RSS; one run per process,
 * so the peak is that run's.
 *
 *   npm run bench -- pull
 */
import path from 'node:path';
import { checkSheet, compareSheets, MAX_SHEET_BYTES, replaceSheet, sheetContextFor } from '../../src/pipeline/node';
import { BENCH_ROOT } from '../lib/output';
import { joinSheet, SHOP_COLUMNS, sheetLines } from '../lib/rows';

export function run(): void {
  const shopRow = (index: number) => [`Sample Shop ${index}`, 'Quezon City', `https://shop${index}.example/`, ''];
  // As many rows as fit under the limit, counted with Google's CRLF line endings.
  let count = 0;
  for (let size = SHOP_COLUMNS.join(',').length; size < MAX_SHEET_BYTES - 100; count++) size += shopRow(count).join(',').length + 2;
  const rows = sheetLines(SHOP_COLUMNS, count, shopRow);
  const published = new TextEncoder().encode(joinSheet(rows, { eol: '\r\n', finalEol: false }));
  const before = joinSheet(rows.slice(0, -1000));
  const context = sheetContextFor({ dataDir: path.join(BENCH_ROOT, 'data') });

  const time = <T>(task: () => T): [T, number] => {
    const started = process.hrtime.bigint();
    const result = task();
    return [result, Number(process.hrtime.bigint() - started) / 1e6];
  };
  const [replaced, replaceMs] = time(() => replaceSheet(published, new TextEncoder().encode(before)));
  if (!replaced.ok) throw new Error(replaced.problem);
  const [check, checkMs] = time(() => checkSheet(replaced.bytes, 'shops', context));
  const [changes, compareMs] = time(() => compareSheets('shops', before, replaced.text));
  console.log(
    `sheet: ${(rows.length - 1).toLocaleString('en-US')} rows, ${(published.length / 1e6).toFixed(1)} MB; ${check.issues.length} findings, ${changes.added.length} rows added`,
  );
  console.log(`replaceSheet ${replaceMs.toFixed(0)} ms, checkSheet ${checkMs.toFixed(0)} ms, compareSheets ${compareMs.toFixed(0)} ms`);
  console.log(`peak RSS ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`);
}
