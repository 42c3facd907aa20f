/**
 * Whether a shop is open, worked out on the visitor's device from the plain weekly intervals the
 * build made of its hours (src/pipeline/detect/shop-hours.ts) and the Philippine public holidays
 * (src/lib/node/ph-holidays.ts), in Manila time whatever the device's own time zone. No hours
 * library reaches the browser: this file, a few hundred bytes compiled, is what the list's filter
 * needs; the words a card and a shop's page show are hours-words.ts.
 */
import type { WeeklyHours } from '../pipeline/detect/shop-hours';

export type { WeeklyHours };

/** A public holiday, on its Manila date ('2026-12-25'). */
export interface Holiday {
  date: string;
  name: string;
}

/** Minutes in a day: the end of a range that runs to midnight. */
export const DAY = 1440;
/** Manila keeps UTC+8 all year (no daylight saving time since 1978). */
const MANILA_OFFSET_MINUTES = 8 * 60;

/** The Manila wall clock at `now` (epoch ms): its date, its weekday (0 = Monday) and its minute of the day. */
export function manilaClock(now: number): { date: string; day: number; minutes: number } {
  const shifted = new Date(now + MANILA_OFFSET_MINUTES * 60_000);
  return {
    date: shifted.toISOString().slice(0, 10),
    day: (shifted.getUTCDay() + 6) % 7,
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

/** The Manila date `days` after `date`. */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY * 60_000).toISOString().slice(0, 10);
}

export type OpenState =
  | { kind: 'open'; /** minutes from now until it closes */ minutesLeft: number; /** the Manila minute of the day it closes */ closes: number }
  | { kind: 'closed'; opens: { inDays: number; day: number; minutes: number } | null }
  | { kind: 'holiday'; name: string };

/** The ranges a day keeps: none on a public holiday for hours that say `PH off`. */
function rangesOn(hours: WeeklyHours, holidays: ReadonlyMap<string, string>, date: string, day: number): readonly number[] {
  return hours.holidaysOff && holidays.has(date) ? [] : (hours.days[day] ?? []);
}

/**
 * The shop's state at `now`: open (and when it closes, following a range that runs to midnight into
 * the next day's from midnight), closed today for a holiday, or closed (and when it next opens,
 * within two weeks; null: never).
 */
export function openState(hours: WeeklyHours, holidays: readonly Holiday[], now: number): OpenState {
  const byDate = new Map(holidays.map((holiday) => [holiday.date, holiday.name]));
  const clock = manilaClock(now);
  const today = rangesOn(hours, byDate, clock.date, clock.day);
  for (let at = 0; at < today.length; at += 2) {
    if (today[at]! <= clock.minutes && clock.minutes < today[at + 1]!) {
      let closes = today[at + 1]!;
      let inDays = 0;
      // A range to midnight goes on when the next day opens at midnight (24/7 ends after a week).
      while (closes === DAY && inDays < 7) {
        inDays += 1;
        const next = rangesOn(hours, byDate, addDays(clock.date, inDays), (clock.day + inDays) % 7);
        if (next[0] !== 0) break;
        closes = next[1]!;
      }
      return { kind: 'open', minutesLeft: inDays * DAY + closes - clock.minutes, closes: closes % DAY };
    }
  }
  const holiday = hours.holidaysOff ? byDate.get(clock.date) : undefined;
  if (holiday !== undefined) return { kind: 'holiday', name: holiday };
  for (let inDays = 0; inDays < 14; inDays += 1) {
    const day = (clock.day + inDays) % 7;
    const ranges = inDays === 0 ? today : rangesOn(hours, byDate, addDays(clock.date, inDays), day);
    for (let at = 0; at < ranges.length; at += 2) {
      if (inDays > 0 || ranges[at]! > clock.minutes) return { kind: 'closed', opens: { inDays, day, minutes: ranges[at]! } };
    }
  }
  return { kind: 'closed', opens: null };
}

/**
 * The hours as a card and the shops' index carry them, short enough for ten thousand shops: the
 * seven days from Monday, '|' between days, each day's ranges as 'open-close' in minutes joined by
 * ',' ('=' for a day the same as the day before), and a last field 'h' when public holidays close
 * it: "540-1080|=|=|=|=|=||h" is Mo-Sa 09:00-18:00; Su off; PH off.
 */
export function encodeWeek(hours: WeeklyHours): string {
  const days = hours.days.map((ranges) => {
    const pairs: string[] = [];
    for (let at = 0; at < ranges.length; at += 2) pairs.push(`${ranges[at]}-${ranges[at + 1]}`);
    return pairs.join(',');
  });
  return `${days.map((day, at) => (at > 0 && day !== '' && day === days[at - 1] ? '=' : day)).join('|')}|${hours.holidaysOff ? 'h' : ''}`;
}

/** encodeWeek's text back into hours; null for text that is not one (an edited page, an old copy). */
export function decodeWeek(text: string): WeeklyHours | null {
  const fields = text.split('|');
  if (fields.length !== 8) return null;
  const days: number[][] = [];
  for (const day of fields.slice(0, 7)) days.push(day === '=' ? [...(days.at(-1) ?? [NaN])] : day === '' ? [] : day.split(/[,-]/).map(Number));
  if (days.some((ranges) => ranges.length % 2 !== 0 || ranges.some((minute) => !(minute >= 0 && minute <= DAY)))) return null;
  return { days, holidaysOff: fields[7] === 'h' };
}
