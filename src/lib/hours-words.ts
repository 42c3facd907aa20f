/**
 * The words of a shop's hours, as a card and a shop's page show them: the open-now label, a time,
 * a day's ranges, a holiday. Apart from weekly-hours.ts so that a list that only filters by open
 * now does not carry them (the labels' own script and a shop's page do).
 */
import { DAY, type Holiday, type OpenState } from './weekly-hours';

export const DAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** A minute of the day as a visitor reads it: '9:00 AM', '6:30 PM', '12:00 AM'. */
export function clockLabel(minutes: number): string {
  const hour = Math.floor(minutes / 60) % 24;
  return `${hour % 12 || 12}:${String(minutes % 60).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** The words a card and a page show: "Open now · closes 6:00 PM", "Closes in 20 minutes", "Closed · opens Mon 9:00 AM", "Closed today (Rizal Day)". */
export function openLabel(state: OpenState): string {
  switch (state.kind) {
    case 'open':
      if (state.minutesLeft <= 60) return `Closes in ${state.minutesLeft} minute${state.minutesLeft === 1 ? '' : 's'}`;
      return state.minutesLeft >= 7 * DAY ? 'Open 24 hours' : `Open now · closes ${clockLabel(state.closes)}`;
    case 'holiday':
      return `Closed today (${state.name})`;
    case 'closed':
      if (!state.opens) return 'Closed';
      return `Closed · opens ${state.opens.inDays === 0 ? '' : `${DAY_NAMES[state.opens.day]} `}${clockLabel(state.opens.minutes)}`;
  }
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-12-25' → 'Fri 25 Dec'. */
export function dateLabel(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return `${DAY_NAMES[(day.getUTCDay() + 6) % 7]} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`;
}

/** The first holiday on or after `today` (a Manila date), or null. */
export function nextHoliday(holidays: readonly Holiday[], today: string): Holiday | null {
  return holidays.find((holiday) => holiday.date >= today) ?? null;
}

/** The words for a shop's next holiday: "Christmas Day, Fri 25 Dec". */
export function holidayLabel(holiday: Holiday): string {
  return `${holiday.name}, ${dateLabel(holiday.date)}`;
}

/** A day's ranges as a visitor reads them: '9:00 AM – 6:00 PM', two ranges with a comma, or 'Closed'. */
export function rangesLabel(ranges: readonly number[]): string {
  const parts: string[] = [];
  for (let at = 0; at < ranges.length; at += 2) parts.push(`${clockLabel(ranges[at]!)} – ${clockLabel(ranges[at + 1]!)}`);
  return parts.length ? parts.join(', ') : 'Closed';
}
