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
import { checkSheet, compareSheets, MAX_SHEET_BYTES, replaceSheet, sheetContextFor } from '../../src/pipeline';

export function run(): void {
  const rows = ['name,location,link,logo'];
  for (let size = rows[0]?.length ?? 0, index = 0; size < MAX_SHEET_BYTES - 100; index++) {
    const row = `Sample Shop ${index},Quezon City,https://shop${index}.example/,`;
    rows.push(row);
    size += row.length + 2;
  }
  const published = new TextEncoder().encode(rows.join('\r\n'));
  const before = `${rows.slice(0, -1000).join('\n')}\n`;
  const context = sheetContextFor({ dataDir: path.join(__dirname, '..', '..', 'data') });

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
