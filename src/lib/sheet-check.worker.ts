/**
 * The /editors page's Web Worker: the pipeline, the place table and the site's copies of the
 * alias list and brand categories load here, with this page only, and a long sheet is checked
 * off the main thread so the page stays responsive. The worker reads the file itself, keeps
 * the results, and sends the page only what it shows (sheetView): a million rows' findings
 * copied to the page would freeze it as surely as checking them there.
 */
import aliasesText from '../../data/place-aliases.csv?raw';
import categories from '../../data/brand-categories.json';
import { countLines } from '../pipeline/format/limits';
import { browserContext, inspectSheet, sheetView, type BrowserContext, type SheetInspection } from './sheet-check';
import type { SheetCheckRequest, SheetCheckMessage, SiteContextCounts } from './sheet-check-protocol';

interface WorkerScope {
  onmessage: ((event: MessageEvent<SheetCheckRequest>) => void) | null;
  postMessage(message: SheetCheckMessage): void;
}

const scope = self as unknown as WorkerScope;
let browser: BrowserContext | null = null;
/** The last sheet's results, for the page's filter and "show more". */
let last: { id: number; inspection: SheetInspection; fixedSheet: Blob | null } | null = null;
/** Progress messages at most this often (ms): enough to see it move, few enough to cost nothing. */
const PROGRESS_EVERY = 200;

function counts(context: BrowserContext): SiteContextCounts {
  return { places: context.placeCount, aliases: context.aliasCount, categories: context.categoryCount };
}

async function check(request: Extract<SheetCheckRequest, { type: 'check' }>): Promise<void> {
  const { id, file, fileName, list, window, foundLogoKeys } = request;
  last = null;
  scope.postMessage({ id, type: 'progress', stage: 'Reading the file…' });
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!browser) {
    scope.postMessage({ id, type: 'progress', stage: 'Loading the place table and the site’s lists…' });
    browser = browserContext({ aliasesText, categoriesText: JSON.stringify(categories), foundLogoKeys });
  }
  // Lines less the header: about the number of rows (a quoted cell may hold line breaks).
  const total = Math.max(0, countLines(bytes) - 1);
  const stage = `Checking about ${total.toLocaleString('en')} rows…`;
  let lastSent = 0;
  const inspection = inspectSheet(bytes, fileName, list, browser, {
    onStage: (next) => {
      if (next === 'checking') scope.postMessage({ id, type: 'progress', stage, rows: 0, total });
      else scope.postMessage({ id, type: 'progress', stage: 'Writing the fixed sheet…' });
    },
    onRow: (rows) => {
      const now = Date.now();
      if (now - lastSent < PROGRESS_EVERY) return;
      lastSent = now;
      scope.postMessage({ id, type: 'progress', stage, rows: Math.min(rows, total), total });
    },
  });
  scope.postMessage({ id, type: 'progress', stage: 'Preparing the report…' });
  const fixedSheet = inspection.status === 'checked' && inspection.fixedCsv !== null ? new Blob([inspection.fixedCsv], { type: 'text/csv;charset=utf-8' }) : null;
  last = { id, inspection, fixedSheet };
  scope.postMessage({ id, type: 'done', view: sheetView(inspection, window, fixedSheet), context: counts(browser) });
}

scope.onmessage = (event) => {
  const request = event.data;
  const fail = (error: unknown) =>
    // A bug in the checker, not in the sheet: say so instead of leaving the page waiting.
    scope.postMessage({ id: request.id, type: 'failed', message: (error as Error).message });
  try {
    if (request.type === 'check') {
      check(request).catch(fail);
      return;
    }
    if (last && browser && last.id === request.id) {
      scope.postMessage({ id: request.id, type: 'done', view: sheetView(last.inspection, request.window, last.fixedSheet), context: counts(browser) });
    }
  } catch (error) {
    fail(error);
  }
};
