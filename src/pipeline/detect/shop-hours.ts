/**
 * A shop's hours cell, in the subset of OpenStreetMap's opening_hours a shop needs: days and day
 * ranges, time ranges (several a day), `off`, `PH off`, `24/7`, rules separated by ';' (a later
 * rule for a day replaces the earlier one, as in OpenStreetMap). The build turns it into plain
 * weekly intervals (WeeklyHours), which the visitor's phone reads without any hours library.
 * Pure: the browser's /editors check runs it too (the opening_hours library is Node-only: ../node).
 */

/**
 * A week of opening hours in Manila time. `days` has 7 entries, Monday first; each a flat, sorted
 * list of [open, close) pairs in minutes since midnight (no range passes midnight; 1440 at most);
 * [] is closed. `holidaysOff`: the hours say `PH off`, so the shop is closed on public holidays.
 */
export interface WeeklyHours {
  days: number[][];
  holidaysOff: boolean;
}

/** What a cell reads as: nothing, hours (and whether the text was corrected to read them), or a reason it cannot. */
export type HoursReading = { kind: 'empty' } | { kind: 'read'; value: string; hours: WeeklyHours; corrected: boolean } | { kind: 'refused'; reason: string };

/** OpenStreetMap's day abbreviations, Monday first (the index in WeeklyHours.days). */
export const DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;

/** The ways editors write a day, each read as its abbreviation. */
const DAY_NAMES: readonly [RegExp, string][] = [
  [/\b(?:mondays?|mon|mo)\b/gi, 'Mo'],
  [/\b(?:tuesdays?|tues|tue|tu)\b/gi, 'Tu'],
  [/\b(?:wednesdays?|wed|we)\b/gi, 'We'],
  [/\b(?:thursdays?|thurs|thur|thu|th)\b/gi, 'Th'],
  [/\b(?:fridays?|fri|fr)\b/gi, 'Fr'],
  [/\b(?:saturdays?|sat|sa)\b/gi, 'Sa'],
  [/\b(?:sundays?|sun|su)\b/gi, 'Su'],
];

const pad = (n: number) => String(n).padStart(2, '0');

/** '9am' → '09:00', '9:30 p.m.' → '21:30', '12am' → '00:00' (a 12-hour clock as OpenStreetMap's 24-hour one). */
function twentyFourHour(match: string, hour: string, minute: string | undefined, half: string): string {
  const h = Number(hour);
  if (h < 1 || h > 12) return match;
  const pm = half.toLowerCase().startsWith('p');
  return `${pad((h % 12) + (pm ? 12 : 0))}:${minute ?? '00'}`;
}

/**
 * The cell as OpenStreetMap writes hours: day names as Mo…Su, a 12-hour clock as 24-hour
 * HH:MM, 'closed' as off, dashes and 'to' as '-', no spaces inside a day list or a list of times,
 * '; ' between rules. It only rewrites spelling: what it cannot read is left for readHours to refuse.
 */
export function normalizeHours(text: string): string {
  let value = text.replace(/\s+/g, ' ').trim();
  value = value.replace(/[\u2010-\u2015\u2212]/g, '-').replace(/\s+to\s+/gi, '-');
  value = value.replace(/\b(\d{1,2})(?:[:.](\d{2}))?\s*([ap])\.?\s*m\b\.?/gi, twentyFourHour);
  value = value.replace(/\b(\d)[:.](\d{2})\b/g, '0$1:$2').replace(/\b(\d{2})\.(\d{2})\b/g, '$1:$2');
  value = value.replace(/\bclosed\b/gi, 'off').replace(/\boff\b/gi, 'off');
  for (const [pattern, day] of DAY_NAMES) value = value.replace(pattern, day);
  value = value.replace(/\bph\b/gi, 'PH');
  value = value
    .replace(/\s*-\s*/g, '-')
    .replace(/\s*,\s*/g, ',')
    .replace(/\s*&\s*/g, ',');
  return value
    .split(';')
    .map((rule) => rule.trim())
    .filter((rule) => rule !== '')
    .join('; ');
}

/** The form of the subset, for the sentences that refuse a value. */
const EXAMPLE = "days (Mo-Sa), times (09:00-18:00) or 'off', rules separated by ';', e.g. 'Mo-Sa 09:00-18:00; Su off; PH off'";

const DAY_LIST = /^(?:Mo|Tu|We|Th|Fr|Sa|Su)(?:-(?:Mo|Tu|We|Th|Fr|Sa|Su))?(?:,(?:Mo|Tu|We|Th|Fr|Sa|Su)(?:-(?:Mo|Tu|We|Th|Fr|Sa|Su))?)*$/;
const TIME_RANGE = /^(\d{2}):(\d{2})-(\d{2}):(\d{2})$/;

class Refusal extends Error {}

/** The days a list such as 'Mo-We,Sa-Mo' names (indexes into DAYS; a range may wrap past Sunday). */
function daysOf(list: string): number[] {
  const days = new Set<number>();
  for (const part of list.split(',')) {
    const [from = 0, to = from] = part.split('-').map((day) => DAYS.indexOf(day as (typeof DAYS)[number]));
    for (let day = from; ; day = (day + 1) % 7) {
      days.add(day);
      if (day === to) break;
    }
  }
  return [...days];
}

/** Minutes since midnight of '09:30', or a refusal. */
function minutes(hour: string, minute: string, range: string): number {
  const total = Number(hour) * 60 + Number(minute);
  if (Number(minute) > 59 || total > 1440) throw new Refusal(`'${range}' is not a time range the site can read: times go from 00:00 to 24:00`);
  return total;
}

/** The [open, close) pairs of '08:00-12:00,13:00-17:00', sorted; a range past midnight or two that overlap are refused. */
function rangesOf(list: string): number[] {
  const ranges: [number, number][] = [];
  for (const range of list.split(',')) {
    const match = TIME_RANGE.exec(range);
    if (!match) throw new Refusal(`'${range}' is not a time range the site can read; write ${EXAMPLE}`);
    const [, h1, m1, h2, m2] = match as unknown as [string, string, string, string, string];
    const open = minutes(h1, m1, range);
    const close = minutes(h2, m2, range);
    if (close <= open) {
      throw new Refusal(
        close === open
          ? `'${range}' opens and closes at the same time; write the hours the shop is open`
          : `'${range}' passes midnight, which the site cannot show; end it at 24:00 and write the hours after midnight on the next day`,
      );
    }
    ranges.push([open, close]);
  }
  ranges.sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < ranges.length; i++) {
    const [before, after] = [ranges[i - 1] as [number, number], ranges[i] as [number, number]];
    if (after[0] < before[1]) throw new Refusal(`the times in '${list}' overlap; write them as separate ranges, such as 08:00-12:00,13:00-17:00, or as one`);
  }
  return ranges.flat();
}

/** Applies one rule ('Mo-Fr 09:00-18:00', 'Su off', 'PH off', '24/7') to the week. */
function applyRule(rule: string, hours: WeeklyHours): void {
  if (rule === '24/7') {
    hours.days = DAYS.map(() => [0, 1440]);
    return;
  }
  const [selector = '', ...rest] = rule.split(' ');
  if (selector === 'PH') {
    if (rest.join(' ') !== 'off')
      throw new Refusal(`'${rule}' gives public holidays hours of their own, which the site cannot show; write 'PH off' or leave public holidays out`);
    hours.holidaysOff = true;
    return;
  }
  const dayList = DAY_LIST.test(selector);
  const what = dayList ? rest.join(' ') : rule;
  if ((dayList && rest.length !== 1) || (!dayList && rest.length !== 0) || what === '') {
    throw new Refusal(`'${rule}' is not in the form the site reads; write ${EXAMPLE}`);
  }
  const ranges = what === 'off' ? [] : rangesOf(what);
  for (const day of dayList ? daysOf(selector) : DAYS.map((_, index) => index)) hours.days[day] = ranges;
}

/**
 * Reads a shop's hours cell: empty, read (the normalised text and its weekly intervals; `corrected`
 * when the text had to be rewritten), or refused with a sentence an editor can act on.
 */
export function readHours(cell: string): HoursReading {
  if (cell.trim() === '') return { kind: 'empty' };
  const value = normalizeHours(cell);
  const hours: WeeklyHours = { days: DAYS.map(() => []), holidaysOff: false };
  try {
    for (const rule of value.split('; ')) applyRule(rule, hours);
  } catch (error) {
    if (error instanceof Refusal) return { kind: 'refused', reason: error.message };
    throw error;
  }
  return { kind: 'read', value, hours, corrected: value !== cell };
}
