/**
 * The editors' worklist (BTC Map keeps one of outdated places; StreetComplete asks again after a
 * year): per list, the listings whose last check is more than CHECK_STANDS_MONTHS old, oldest
 * first, then those never checked, in the sheet's order. A closed listing is left out: nothing on
 * the site offers it any more.
 */
import { CHECK_STANDS_MONTHS, monthsSince } from '../detect/months';
import type { ListingStatus } from '../entities/schemas';
import { escapeMarkdown } from './markdown';

/** What the worklist reads of a listing. */
export interface CheckedListing {
  name: string;
  status: ListingStatus;
  checked: string | null;
  sourceRow: number;
}

export interface WorklistEntry {
  name: string;
  row: number;
  /** The month it was last checked ('2025-09'), or null: never. */
  checked: string | null;
}

export interface ListWorklist {
  file: string;
  entries: WorklistEntry[];
}

/** The worklist of each list in `lists` (in their order; a list with nothing due is left out), on `today` ('2026-11-28'). */
export function checkWorklist(lists: readonly { file: string; listings: readonly CheckedListing[] }[], today: string): ListWorklist[] {
  return lists
    .map(({ file, listings }) => {
      const open = listings.filter((listing) => listing.status !== 'closed');
      const overdue = open
        .filter((listing) => listing.checked !== null && monthsSince(listing.checked, today) > CHECK_STANDS_MONTHS)
        .sort((a, b) => (a.checked as string).localeCompare(b.checked as string) || a.sourceRow - b.sourceRow);
      const never = open.filter((listing) => listing.checked === null).sort((a, b) => a.sourceRow - b.sourceRow);
      return { file, entries: [...overdue, ...never].map(({ name, sourceRow, checked }) => ({ name, row: sourceRow, checked })) };
    })
    .filter((list) => list.entries.length > 0);
}

/** Listings the Markdown report and the job summary name per list; data-quality.json has them all. */
export const WORKLIST_SHOWN = 20;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "3 listings: 1 not checked for over 12 months, 2 never checked". */
function describeList({ entries }: ListWorklist): string {
  const never = entries.filter((entry) => entry.checked === null).length;
  const overdue = entries.length - never;
  const parts = [overdue > 0 ? `${overdue} not checked for over ${CHECK_STANDS_MONTHS} months` : '', never > 0 ? `${never} never checked` : ''].filter(Boolean);
  return `${plural(entries.length, 'listing')}: ${parts.join(', ')}`;
}

/**
 * The worklist in Markdown, under a heading of `level` ('##' in the report, '###' in the job
 * summary): per list its count, then its first `shown` listings, oldest check first, each with
 * its row and its month or "never checked", and how many more the JSON report holds.
 */
export function renderWorklist(worklist: readonly ListWorklist[], level: '##' | '###', shown = WORKLIST_SHOWN): string[] {
  const lines = [
    `${level} Listings due a check`,
    '',
    `Listings last checked more than ${CHECK_STANDS_MONTHS} months ago (oldest first), then those never checked, per list; closed listings are left out. `,
    'Once an editor has confirmed one, this month goes in its `checked` cell (e.g. `2026-11`).',
    '',
  ];
  if (worklist.length === 0) return [...lines, 'No listing is due a check.', ''];
  for (const list of worklist) {
    lines.push(`${level}# ${escapeMarkdown(list.file)}: ${describeList(list)}`, '');
    for (const entry of list.entries.slice(0, shown)) {
      lines.push(`- Row ${entry.row}: ${escapeMarkdown(entry.name)} — ${entry.checked === null ? 'never checked' : `checked ${entry.checked}`}`);
    }
    if (list.entries.length > shown) lines.push(`- … and ${list.entries.length - shown} more, all in data-quality.json.`);
    lines.push('');
  }
  return lines;
}

/**
 * The months whose checks still stand on `today` ('2026-11-28' → '2025-11' … '2026-11', 13
 * months): a listing checked in another month (all before them, as a month after today is read as
 * never checked) is due. /editors' query filters by them, at build time: Gatsby's string filters
 * have no "less than".
 */
export function monthsStanding(today: string): string[] {
  const [year = 0, month = 0] = today.split('-').map(Number);
  const last = year * 12 + (month - 1);
  return Array.from({ length: CHECK_STANDS_MONTHS + 1 }, (_, index) => {
    const months = last - CHECK_STANDS_MONTHS + index;
    return `${Math.floor(months / 12)}-${String((months % 12) + 1).padStart(2, '0')}`;
  });
}
