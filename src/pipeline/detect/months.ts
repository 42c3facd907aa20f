/**
 * Days and months as the site counts them, in Manila (UTC+8 all year, no daylight saving): today's
 * date, and how many months one month is before another. Small and with no imports, so the pages'
 * code (a listing's "Checked Nov 2026") and the inline scripts take these without the sheets' readers.
 */

/** Today's date in Manila: what "two years away" and "checked a year ago" count from. */
export function manilaToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Whole months from `month` ('2025-09') to the month of `today` ('2026-11-28'): 14. */
export function monthsSince(month: string, today: string): number {
  const [year = 0, number = 0] = month.split('-').map(Number);
  const [todayYear = 0, todayNumber = 0] = today.split('-').map(Number);
  return (todayYear - year) * 12 + (todayNumber - number);
}

/** How long a check stands: a listing checked more than this many months before today is due again (StreetComplete asks again after a year). */
export const CHECK_STANDS_MONTHS = 12;
