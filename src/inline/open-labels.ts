/**
 * Runs where it stands, after a page's shop cards, while the page is parsed: every open-now label
 * before it says "Open now · closes 6:00 PM", "Closed · opens Mon 9:00 AM"… for the visitor's
 * clock in Manila, before the first paint, and keeps saying it as the clock moves (the labels
 * change when a shop closes with the page open). The words are the app's own (open-labels.ts).
 */
import { fillOpenLabels, OPEN_LABEL_TICK_MS, rowFilterValues } from '../lib/open-labels';
import type { ShopIndexRow } from '../lib/shop-pages';
import { ListScriptWindow } from '../lib/list-script';

// For the list's script, which runs next: a row of the index's filter values.
(window as unknown as Record<string, unknown>)[ListScriptWindow.openNow] = (row: ShopIndexRow) => rowFilterValues(row, Date.now(), document);
fillOpenLabels(document, Date.now());
setInterval(() => fillOpenLabels(document, Date.now()), OPEN_LABEL_TICK_MS);
