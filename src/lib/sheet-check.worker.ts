/**
 * The /editors page's Web Worker: the pipeline, the place table and the site's copies of the
 * alias list and brand categories load here, with this page only, and a long sheet is checked
 * off the main thread so the page stays responsive.
 */
import aliasesText from '../../data/place-aliases.csv?raw';
import categories from '../../data/brand-categories.json';
import { browserContext, inspectSheet, type BrowserContext } from './sheet-check';
import type { SheetCheckRequest, SheetCheckMessage } from './sheet-check-protocol';

interface WorkerScope {
  onmessage: ((event: MessageEvent<SheetCheckRequest>) => void) | null;
  postMessage(message: SheetCheckMessage): void;
}

const scope = self as unknown as WorkerScope;
let browser: BrowserContext | null = null;

scope.onmessage = (event) => {
  const { id, bytes, fileName, list } = event.data;
  try {
    if (!browser) {
      scope.postMessage({ id, type: 'progress', stage: 'Loading the place table and the site’s lists…' });
      browser = browserContext({ aliasesText, categoriesText: JSON.stringify(categories) });
    }
    const rows = Math.max(0, new TextDecoder().decode(bytes).split('\n').length - 1);
    scope.postMessage({ id, type: 'progress', stage: `Checking about ${rows.toLocaleString('en')} rows…` });
    const inspection = inspectSheet(bytes, fileName, list, browser);
    scope.postMessage({
      id,
      type: 'done',
      inspection,
      context: { places: browser.placeCount, aliases: browser.aliasCount, categories: browser.categoryCount },
    });
  } catch (error) {
    // A bug in the checker, not in the sheet: say so instead of leaving the page waiting.
    scope.postMessage({ id, type: 'failed', message: (error as Error).message });
  }
};
