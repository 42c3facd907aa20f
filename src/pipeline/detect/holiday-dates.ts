/** The date of a row of holidays.csv: one Manila day, written as the events' dates are (2026-12-24, Dec 24, 2026). */
import { readDateCell } from './event-dates';

/** A holiday's day ('2026-12-24'), how it was read when it was written another way, or why it cannot be read. */
export type HolidayDate = { status: 'read'; date: string; how: string | null } | { status: 'unreadable'; reason: string };

/** Reads a holiday's date cell as one day, without a time; day/month orders that could be either are refused. */
export function readHolidayDate(cell: string): HolidayDate {
  const reading = readDateCell(cell);
  if (reading.status === 'empty') return { status: 'unreadable', reason: 'the date is empty' };
  if (reading.status === 'unreadable') return reading;
  if (reading.status === 'ambiguous') return { status: 'unreadable', reason: 'the day and the month could be either way round' };
  if (reading.canonical.length !== 10) return { status: 'unreadable', reason: 'a holiday is a whole day, without a time' };
  return { status: 'read', date: reading.canonical, how: reading.how };
}
