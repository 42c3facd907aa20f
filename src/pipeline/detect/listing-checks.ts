/**
 * How a listing's `status` and `checked` cells are read (every list has both). `status` says
 * whether the listing still stands: empty for open, 'temporarily closed' or 'closed'. `checked` is
 * the month an editor last confirmed the listing, written '2026-11' or 'Nov 2026'; a full date
 * ('2026-11-05', 'Nov 5, 2026') is kept as its month. The reading is pure: the rules in ../rules
 * (status-unknown, checked-*) report what it found, the sheets keep what it read.
 */
import type { ListingStatus } from '../entities/schemas';
import { monthNumber, readDateCell } from './event-dates';

/** The words an editor types for each status besides empty (for open). */
const STATUS_WORDS: Record<string, ListingStatus> = { 'temporarily closed': 'temporarily closed', closed: 'closed' };

/** A status cell: open when empty, the status its words name (any case, any spacing), or null when they name none. */
export function readStatus(cell: string): ListingStatus | null {
  const words = cell.trim().toLowerCase().replace(/\s+/g, ' ');
  if (words === '') return 'open';
  return STATUS_WORDS[words] ?? null;
}

export type CheckedReading =
  | { status: 'empty' }
  /** The month as the site keeps it: '2026-11'. */
  | { status: 'read'; month: string }
  | { status: 'unreadable'; reason: string }
  | { status: 'future'; month: string };

const YEAR_MONTH = /^(\d{4})-(\d{1,2})$/;
const MONTH_YEAR = /^([a-z]{3,9}\.?)\s+(\d{4})$/i;

const monthText = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/** The month a cell names ('2026-11'), with the day when it gives a full date ('2026-11-05'), or why it names none. */
function monthOf(cell: string): { month: string; day: string | null } | { reason: string } {
  const yearMonth = YEAR_MONTH.exec(cell);
  if (yearMonth) {
    const month = Number(yearMonth[2]);
    if (month < 1 || month > 12) return { reason: `there is no month ${month}` };
    return { month: monthText(Number(yearMonth[1]), month), day: null };
  }
  const monthYear = MONTH_YEAR.exec(cell);
  if (monthYear) {
    const month = monthNumber(monthYear[1] ?? '');
    if (month === null) return { reason: `'${monthYear[1]}' is not a month` };
    return { month: monthText(Number(monthYear[2]), month), day: null };
  }
  const date = readDateCell(cell);
  if (date.status === 'read') {
    const { year, month, day } = date.value.date;
    return { month: monthText(year, month), day: `${monthText(year, month)}-${String(day).padStart(2, '0')}` };
  }
  if (date.status === 'ambiguous') return { reason: 'the day and the month could be either way round: write the month as 2026-11 or Nov 2026' };
  return { reason: 'write the month an editor last confirmed the listing as 2026-11 or Nov 2026' };
}

/** A checked cell, against `today` in Manila ('2026-11-28'): a month after today's is not a month anyone checked in. */
export function readChecked(cell: string, today: string): CheckedReading {
  const text = cell.trim();
  if (text === '') return { status: 'empty' };
  const read = monthOf(text);
  if ('reason' in read) return { status: 'unreadable', reason: read.reason };
  // A full date after today is in the future even within today's month.
  if (read.month > today.slice(0, 7) || (read.day !== null && read.day > today)) return { status: 'future', month: read.month };
  return { status: 'read', month: read.month };
}

export { CHECK_STANDS_MONTHS, monthsSince } from './months';
