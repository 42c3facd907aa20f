/**
 * The pull's guard beyond one day's loss (bigChange in src/pipeline/edit/sheet-changes.ts):
 *
 * - suddenGrowth: a list that more than doubles with more than GROWTH_MIN_NEW_ROWS new rows is a
 *   big change too (a bot filling the spreadsheet, a paste into the wrong tab). When many of the
 *   new rows link to one site (its registrable domain), the sentence names it.
 * - lossSinceBaseline: compared with the list as it was merged some days before (history.ts), a
 *   list that has lost more than half over several pulls is held back like one that lost it in one.
 */
import { getDomain } from 'tldts';
import { bigChange, compareSheets, sheetOf, type SheetChanges, type SheetList } from '../../src/pipeline';
import type { MergedVersion } from './history';

/** More than this many new rows… */
export const GROWTH_MIN_NEW_ROWS = 50;
/** …and more than this many times the rows the list had. */
export const GROWTH_FACTOR = 2;
/** A site is named when at least this many of the new rows link to it, and at least half of them. */
export const GROWTH_SHARED_SITE_MIN = 10;

const count = (number: number) => number.toLocaleString('en-US');

/** The site (registrable domain: shop.example.com → example.com) a link leads to, or null. */
function siteOf(link: string): string | null {
  const trimmed = link.trim();
  if (trimmed === '') return null;
  return getDomain(trimmed) ?? null;
}

/** "the spreadsheet grew from 10 to 80 shops: 70 new rows, 64 of them link to spam.example", or null. */
export function suddenGrowth(list: SheetList, changes: SheetChanges): string | null {
  if (changes.unreadableBefore) return null;
  const added = changes.added.length;
  if (added <= GROWTH_MIN_NEW_ROWS || changes.rowsAfter <= changes.rowsBefore * GROWTH_FACTOR) return null;
  const sites = new Map<string, number>();
  for (const row of changes.added) {
    const site = siteOf(row.values.link ?? '');
    if (site !== null) sites.set(site, (sites.get(site) ?? 0) + 1);
  }
  const [site, shared] = [...sites].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? ['', 0];
  const named = shared >= GROWTH_SHARED_SITE_MIN && shared * 2 >= added ? `, ${count(shared)} of them link to ${site}` : '';
  return `the spreadsheet grew from ${count(changes.rowsBefore)} to ${count(changes.rowsAfter)} ${sheetOf(list).what}s: ${count(added)} new rows${named}`;
}

/** How a list compares with the list as it was merged some days before. */
export interface BaselineLoss {
  /** The version compared with. */
  baseline: MergedVersion;
  /** "compared with the list as merged on 2026-11-21 (commit 1a2b3c4), the spreadsheet lost 6 of 10 shops", or null. */
  big: string | null;
  /** For the pull request: "Compared with the list as merged on 2026-11-21 (commit 1a2b3c4): 2 of 10 shops lost.", or null when none was lost. */
  sentence: string | null;
}

const compare = (list: SheetList, before: string, after: string): SheetChanges | null => {
  try {
    return compareSheets(list, before, after);
  } catch {
    return null;
  }
};

/**
 * The new text against the baseline: the oldest version in `versions`, moved forward to any later
 * version that got onto the branch although it was a big change against the one before it or
 * against the baseline (someone took it deliberately, with --allow-big-change or by hand), so a
 * deliberate clean-up is not held back again for days. Null when there is nothing to compare with.
 */
export function lossSinceBaseline(list: SheetList, versions: readonly MergedVersion[], current: string | null, after: string): BaselineLoss | null {
  let baseline = versions[0];
  if (baseline === undefined) return null;
  let previous = baseline;
  for (const version of versions.slice(1)) {
    if (version.text === null || baseline.text === null || previous.text === null) baseline = version;
    else {
      const step = compare(list, previous.text, version.text);
      const since = compare(list, baseline.text, version.text);
      if (step === null || since === null || bigChange(list, step) !== null || bigChange(list, since) !== null) baseline = version;
    }
    previous = version;
  }
  // Nothing older than the copy in the data folder: the one-pull guard has said all there is.
  if (baseline.text === null || baseline.text === current) return null;
  const changes = compare(list, baseline.text, after);
  if (changes === null) return null;
  const what = `${sheetOf(list).what}s`;
  const asMerged = `the list as merged on ${baseline.date} (commit ${baseline.commit.slice(0, 7)})`;
  const big = bigChange(list, changes);
  const lost = changes.removed.length;
  return {
    baseline,
    big: big === null ? null : `compared with ${asMerged}, ${big}`,
    sentence: lost > 0 ? `Compared with ${asMerged}: ${count(lost)} of ${count(changes.rowsBefore)} ${what} lost.` : null,
  };
}
