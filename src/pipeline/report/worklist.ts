/**
 * The editors' worklist (BTC Map keeps one of outdated places; StreetComplete asks again after a
 * year): per list, the listings whose last check is more than CHECK_STANDS_MONTHS old, oldest
 * first, then those never checked, in the sheet's order. A closed listing is left out: nothing on
 * the site offers it any more.
 */
import { CHECK_STANDS_MONTHS, monthsSince } from '../detect/listing-checks';
import type { ListingStatus } from '../entities/schemas';

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
