/**
 * The Philippine public holidays a shop's `PH off` closes it on, worked out at build time (the
 * visitor's phone gets a short list of dates, never a holiday library): date-holidays' PH public
 * holidays, with its movable ones (Holy Week, the Eids), plus the days editors list in
 * data/holidays.csv, which the government proclaims or moves and the library cannot know ahead.
 */
import Holidays from 'date-holidays';
import type { Holiday } from '../../pipeline/entities/schemas';

/** How far ahead the list reaches: a page built today still knows next year's same month. */
export const HOLIDAY_MONTHS = 13;

/** 'YYYY-MM-DD' a number of months after `day` (the same day of the month, or the month's last when it has no such day). */
function monthsAfter(day: string, months: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, last));
  return target.toISOString().slice(0, 10);
}

/**
 * The public holidays from `today` (a Manila date, included) for HOLIDAY_MONTHS months, sorted by date,
 * one a day: date-holidays' (type 'public' only; two on one day are named together), and `proclaimed`
 * (holidays.csv's rows), whose name wins on a day both have.
 */
export function publicHolidays(today: string, proclaimed: readonly Holiday[]): Holiday[] {
  const end = monthsAfter(today, HOLIDAY_MONTHS);
  const within = (date: string) => date >= today && date < end;
  const byDate = new Map<string, string>();
  const library = new Holidays('PH');
  for (let year = Number(today.slice(0, 4)); year <= Number(end.slice(0, 4)); year++) {
    for (const holiday of library.getHolidays(year)) {
      // The library writes each day in the country's own calendar ('2026-12-30 00:00:00'): its first ten characters are the Manila date.
      const date = holiday.date.slice(0, 10);
      if (holiday.type !== 'public' || !within(date)) continue;
      const named = byDate.get(date);
      if (named === undefined) byDate.set(date, holiday.name);
      else if (!named.split(' / ').includes(holiday.name)) byDate.set(date, `${named} / ${holiday.name}`);
    }
  }
  for (const { date, name } of proclaimed) if (within(date)) byDate.set(date, name);
  return [...byDate].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([date, name]) => ({ date, name }));
}
