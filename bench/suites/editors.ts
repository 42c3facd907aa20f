/**
 * Times the /editors sheet checker in Chromium on the production build: from choosing a
 * shops sheet of 1,000, 10,000 and 100,000 rows (and a million tiny rows, 'Shop 1,Pasig') to
 * the full report on screen, the longest main-thread task meanwhile (PerformanceObserver
 * 'longtask'), and whether the progress bar showed rows read before the report. Median of
 * --runs (3) fresh pages. --only 1000000 times one size.
 *
 *   npm run build && npm run bench -- editors [--port 9000] [--runs 3] [--only ROWS]
 *
 * Start the site first (`npx gatsby serve --port 9000 --host 127.0.0.1`). Rows are made-up
 * test shops on .test addresses, spread over real place spellings, with the mix of findings
 * a real sheet has (spelling fixes, an unknown place, http: links, duplicates).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchChromium } from '../lib/lighthouse-runner';
import { waitForHydration } from '../../tests/support/hydration';
import { positiveInteger, readArguments } from '../../scripts/support/cli';
import { generatedSheet, SHOP_COLUMNS } from '../lib/rows';
import { median } from '../lib/stats';

const USAGE = 'npm run bench -- editors [--port 9000] [--runs 3] [--only ROWS]';
const SIZES = [1_000, 10_000, 100_000, 1_000_000];
/** From this size on, tiny rows: a million rows of the realistic kind would be over the 50 MB limit. */
const TINY_FROM = 1_000_000;
const PLACES = ['Quezon City', 'QC', 'Quezon city', 'Pasig', 'Las Pinas', 'Cebu City', 'Makati', 'Alabang', 'Davao City', 'Quezon Cty', 'Bohol', 'San Jose, Batangas'];

function tinySheet(rows: number): string {
  return generatedSheet(['name', 'location'], rows, (index) => [`Shop ${index}`, 'Pasig']);
}

function shopsSheet(rows: number): string {
  if (rows >= TINY_FROM) return tinySheet(rows);
  return generatedSheet(SHOP_COLUMNS, rows, (index) => {
    const place = PLACES[index % PLACES.length] ?? 'Pasig';
    const link = index % 17 === 0 ? `http://shop-${index}.example.test` : `https://shop-${index}.example.test`;
    // Every 50th row repeats the one before it: a duplicate to merge.
    const name = index % 50 === 49 ? `Sample Shop ${index - 1}` : `Sample Shop ${index}`;
    return [index % 13 === 0 ? ` ${name} ` : name, place, link, ''];
  });
}

export async function run(args: readonly string[]) {
  const { values } = readArguments(args, { port: { type: 'string' }, runs: { type: 'string' }, only: { type: 'string' } }, USAGE);
  const port = positiveInteger(values.port, 'port', 9000);
  const runs = positiveInteger(values.runs, 'runs', 3);
  const folder = mkdtempSync(path.join(os.tmpdir(), 'padyak-bench-editors-'));
  const browser = await launchChromium();
  try {
    const only = values.only === undefined ? null : positiveInteger(values.only, 'only', 0);
    for (const size of only === null ? SIZES : [only]) {
      const sheet = Buffer.from(shopsSheet(size));
      // Chosen as a file on disk: a buffer would be decoded by Playwright's script on the page's
      // main thread, one long task of its own that the page does not have with a real file.
      const sheetPath = path.join(folder, 'shops.csv');
      writeFileSync(sheetPath, sheet);
      const times: number[] = [];
      const longest: number[] = [];
      const progressed: boolean[] = [];
      for (let run = 0; run < runs; run++) {
        const page = await browser.newPage();
        await page.goto(`http://127.0.0.1:${port}/editors`);
        await waitForHydration(page);
        await page.evaluate(() => {
          const state = { start: 0, end: 0, progress: false, tasks: [] as { start: number; duration: number }[] };
          (window as unknown as { benchState: typeof state }).benchState = state;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) state.tasks.push({ start: entry.startTime, duration: entry.duration });
          }).observe({ type: 'longtask', buffered: false });
          document.querySelector('input[type=file]')?.addEventListener('change', () => {
            state.start = performance.now();
          });
          new MutationObserver((_, observer) => {
            const bar = document.querySelector<HTMLProgressElement>('progress[max]');
            if (bar && bar.value > 0) state.progress = true;
            if ([...document.querySelectorAll('h2')].some((heading) => heading.textContent?.startsWith('Summary of')) && document.querySelector('tbody tr')) {
              state.end = performance.now();
              observer.disconnect();
            }
          }).observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
        });
        await page.getByLabel('CSV file').setInputFiles(sheetPath);
        await page.waitForFunction(() => (window as unknown as { benchState: { end: number } }).benchState.end > 0, undefined, { timeout: 600_000 });
        await page.waitForTimeout(200); // let the last long task be reported
        const state = await page.evaluate(
          () => (window as unknown as { benchState: { start: number; end: number; progress: boolean; tasks: { start: number; duration: number }[] } }).benchState,
        );
        times.push(state.end - state.start);
        progressed.push(state.progress);
        longest.push(Math.max(0, ...state.tasks.filter((task) => task.start + task.duration >= state.start).map((task) => task.duration)));
        await page.close();
      }
      console.log(
        `${size.toLocaleString('en')}${size >= TINY_FROM ? ' tiny' : ''} rows (${(sheet.length / 1e6).toFixed(1)} MB): report in ${median(times).toFixed(0)} ms (runs ${times.map((t) => t.toFixed(0)).join(', ')}), longest main-thread task ${median(longest).toFixed(0)} ms (runs ${longest.map((t) => t.toFixed(0)).join(', ')}), rows-read progress shown in ${progressed.filter(Boolean).length} of ${runs} runs`,
      );
    }
  } finally {
    await browser.close();
    rmSync(folder, { recursive: true, force: true });
  }
}
