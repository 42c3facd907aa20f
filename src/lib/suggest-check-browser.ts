/**
 * The suggest page's checks with the site's own copies of the place aliases and brand
 * categories, as /editors's worker has them. Loaded by the suggest page only when the visitor
 * first types (a separate chunk), so no other page carries the pipeline.
 */
import aliasesText from '../../data/place-aliases.csv?raw';
import categories from '../../data/brand-categories.json';
import { browserContext, type BrowserContext } from './sheet-check';
import { checkReportDetails, checkSuggestion, type ListedRow, type SuggestCheck, type SuggestFinding } from './suggest-check';
import type { SheetList } from '../pipeline/check/check-sheet';

let context: BrowserContext | null = null;

export function checkInBrowser(list: SheetList, listed: readonly ListedRow[], values: Readonly<Record<string, string>>): SuggestCheck {
  context ??= browserContext({ aliasesText, categoriesText: JSON.stringify(categories) });
  return checkSuggestion(list, listed, values, context.context);
}

/** A report's new link or new location through data:check's rules for that cell (see checkReportDetails). */
export function checkReportInBrowser(list: SheetList, cells: Readonly<Record<string, string>>, column: string, value: string): SuggestFinding[] {
  context ??= browserContext({ aliasesText, categoriesText: JSON.stringify(categories) });
  return checkReportDetails(list, cells, column, value, context.context);
}
