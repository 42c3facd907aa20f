/**
 * /editors' list of the listings due a check, from its page query: per list, the listings checked
 * before the query's month (oldest first) and those never checked (in the sheet's order), closed
 * ones left out, as the data-quality report's worklist (src/pipeline/report/worklist.ts) lists
 * them on the day of the build. Each list shows its counts and its first WORKLIST_SHOWN listings.
 */
import { listLabels } from '../content/editors';
import type { SheetList } from '../pipeline/check/check-sheet';
import { monthLabel } from './checked-label';

/** Listings named per list; the data-quality report names as many and its JSON has them all. */
export const EDITORS_WORKLIST_SHOWN = 20;

/** A listing as the query reads it. */
export interface DueNode {
  readonly name: string;
  readonly sourceRow: number;
  readonly checked: string | null;
}

/** One list's part of the query: the first of its listings and how many there are. */
export interface DuePart {
  readonly totalCount: number;
  readonly nodes: readonly DueNode[];
}

/** The community lists' parts, grouped by directory (the list's name). */
export interface DueGroup extends DuePart {
  readonly fieldValue: string | null;
}

export interface DueList {
  list: SheetList;
  label: string;
  overdue: number;
  never: number;
  /** The first EDITORS_WORKLIST_SHOWN: the overdue ones oldest first, then the never checked. */
  entries: { name: string; row: number; checked: string | null }[];
}

const EMPTY: DuePart = { totalCount: 0, nodes: [] };

function dueList(list: SheetList, overdue: DuePart, never: DuePart, shown: number): DueList | null {
  if (overdue.totalCount + never.totalCount === 0) return null;
  const entries = [...overdue.nodes, ...never.nodes].slice(0, shown).map(({ name, sourceRow, checked }) => ({ name, row: sourceRow, checked }));
  return { list, label: listLabels[list], overdue: overdue.totalCount, never: never.totalCount, entries };
}

/** The lists with something due, in the order of the sheets (shops, brands, the community lists). */
export function dueLists(
  parts: {
    overdueShops: DuePart;
    neverShops: DuePart;
    overdueBrands: DuePart;
    neverBrands: DuePart;
    overdueListings: { readonly group: readonly DueGroup[] };
    neverListings: { readonly group: readonly DueGroup[] };
  },
  shown = EDITORS_WORKLIST_SHOWN,
): DueList[] {
  const groupOf = (groups: readonly DueGroup[], list: string): DuePart => groups.find((group) => group.fieldValue === list) ?? EMPTY;
  const directories = (Object.keys(listLabels) as SheetList[]).filter((list) => !['shops', 'brands', 'events', 'destinations'].includes(list));
  return [
    dueList('shops', parts.overdueShops, parts.neverShops, shown),
    dueList('brands', parts.overdueBrands, parts.neverBrands, shown),
    ...directories.map((list) => dueList(list, groupOf(parts.overdueListings.group, list), groupOf(parts.neverListings.group, list), shown)),
  ].filter((list): list is DueList => list !== null);
}

/** "2 not checked for over 12 months, 3 never checked". */
export function describeDue({ overdue, never }: Pick<DueList, 'overdue' | 'never'>): string {
  return [overdue > 0 ? `${overdue} not checked for over 12 months` : '', never > 0 ? `${never} never checked` : ''].filter(Boolean).join(', ');
}

/** "Row 6: Sample Old Shop, checked Nov 2023" or "…, never checked". */
export function describeEntry(entry: DueList['entries'][number]): string {
  return `Row ${entry.row}: ${entry.name}, ${entry.checked === null ? 'never checked' : `checked ${monthLabel(entry.checked)}`}`;
}
