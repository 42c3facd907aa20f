/**
 * How an event's start and end cells are read. Editors type a date the way Google Sheets or
 * Excel shows it ('2026-12-07', 'Dec 7, 2026', '7 December 2026', '12/25/2026'), with or without
 * a time ('7:00 AM', '07:00'); every time is Manila time (UTC+8, which has no daylight saving),
 * unless the cell gives its zone ('2027-03-21T07:00:00Z', '07:00+08:00'): such a time is read in
 * that zone and converted to Manila time. A year a calendar file cannot hold (CALENDAR_YEARS) is
 * not read.
 * The reading is pure: the rules in ../rules (date-*) report what it found, the events sheet
 * keeps what it read.
 */

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export interface ClockTime {
  hour: number;
  minute: number;
}

/** A date the reader is sure of, with its time when the cell has one. */
export interface DateValue {
  date: CalendarDate;
  time: ClockTime | null;
}

export type DateReading =
  | { status: 'empty' }
  /** `canonical` is how the sheet writes it ('2026-12-07', '2026-12-07 07:00'); `how` explains a reading that was not already written so. */
  | { status: 'read'; value: DateValue; canonical: string; how: string | null }
  /** Day/month or month/day: both readings are real dates, and nothing tells which one the editor meant. */
  | { status: 'ambiguous'; readings: [DateValue, DateValue] }
  | { status: 'unreadable'; reason: string };

/**
 * The years an event may have: a calendar file writes a day as 8 digits (YYYYMMDD), and an
 * all-day event ends on the day after its last day, so the last day must be in a year before 9999.
 */
export const CALENDAR_YEARS = { first: 1000, last: 9998 } as const;

/** Whether a calendar file can hold this year. */
export function isCalendarYear(year: number): boolean {
  return Number.isInteger(year) && year >= CALENDAR_YEARS.first && year <= CALENDAR_YEARS.last;
}

const MANILA_OFFSET_MINUTES = 8 * 60;

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** 'dec', 'Dec.', 'december', 'sept' → 12 / 9; null for anything else. */
export function monthNumber(word: string): number | null {
  const key = word.toLowerCase().replace(/\.$/, '');
  if (key.length < 3) return null;
  const index = MONTHS.findIndex((month) => month === key || (month.startsWith(key) && (key.length === 3 || key === 'sept')));
  return index === -1 ? null : index + 1;
}

function weekdayNumber(word: string): number | null {
  const key = word.toLowerCase().replace(/\.$/, '');
  if (key.length < 3) return null;
  const index = WEEKDAYS.findIndex((day) => day.startsWith(key));
  return index === -1 ? null : index;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function isRealDate({ year, month, day }: CalendarDate): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** 0 (Sunday) to 6. */
export function weekdayOf({ year, month, day }: CalendarDate): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

const pad = (value: number) => String(value).padStart(2, '0');

/** '2026-12-07'. */
export function isoDate({ year, month, day }: CalendarDate): string {
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** How the sheet writes a date it has read: '2026-12-07', or '2026-12-07 07:00'. */
export function canonicalDate(value: DateValue): string {
  return value.time ? `${isoDate(value.date)} ${pad(value.time.hour)}:${pad(value.time.minute)}` : isoDate(value.date);
}

/** What the site keeps: '2026-12-07' for a day, '2026-12-07T07:00:00+08:00' for a Manila time. */
export function isoDateTime(value: DateValue): string {
  return value.time ? `${isoDate(value.date)}T${pad(value.time.hour)}:${pad(value.time.minute)}:00+08:00` : isoDate(value.date);
}

/** 'Monday 7 December 2026', or 'Monday 7 December 2026 at 7:00 a.m.': one way of writing a date that no reader can take two ways. */
export function describeDate(value: DateValue): string {
  const { date, time } = value;
  const name = MONTHS[date.month - 1] ?? '';
  const day = `${capitalize(WEEKDAYS[weekdayOf(date)] ?? '')} ${date.day} ${capitalize(name)} ${date.year}`;
  if (!time) return day;
  const hour12 = time.hour % 12 === 0 ? 12 : time.hour % 12;
  const clock = time.hour === 12 && time.minute === 0 ? 'noon' : `${hour12}:${pad(time.minute)} ${time.hour < 12 ? 'a.m.' : 'p.m.'}`;
  return `${day} at ${clock}`;
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** The year of a cell: 4 digits, or 2 the way Sheets and Excel shorten it ('26' is 2026). */
function yearOf(text: string): { year: number; note: string | null } {
  if (text.length === 4) return { year: Number(text), note: null };
  const year = 2000 + Number(text);
  return { year, note: `the year '${text}' was read as ${year}` };
}

/** A trailing time: '7:00 AM', '7 pm', '07:00', '19:30:00'; the rest of the cell is the date. */
const TIME_AT_END = /^(.*?)(?:\s*,\s*|\s+at\s+|\s+|T)(\d{1,2})(?::(\d{2})(?::(\d{2}(?:\.\d+)?))?)?\s*(?:([ap])\.?\s?m\.?)?$/i;

function readTime(hourText: string, minuteText: string | undefined, secondText: string | undefined, meridiem: string | undefined): ClockTime | string {
  const hour = Number(hourText);
  const minute = minuteText === undefined ? 0 : Number(minuteText);
  const second = secondText === undefined ? 0 : Number(secondText);
  if (minute > 59 || second > 59) return `the time '${hourText}:${minuteText ?? '00'}' has no such minute`;
  if (second !== 0) return 'the time has seconds; write the hour and minutes, e.g. 7:30 AM';
  if (meridiem) {
    if (hour < 1 || hour > 12) return `'${hourText} ${meridiem.toUpperCase()}M' is not an hour; write 1 to 12 before AM or PM, or a 24-hour time such as 19:00`;
    const pm = meridiem.toLowerCase() === 'p';
    return { hour: (hour % 12) + (pm ? 12 : 0), minute };
  }
  if (hour > 23) return `'${hourText}:${minuteText}' is not a time of day; write a 24-hour time from 00:00 to 23:59, or one such as 7:00 PM`;
  return { hour, minute };
}

/** Splits a trailing time off the cell; a time needs minutes or AM/PM, so '7 December 2026' keeps its '2026'. */
function splitTime(text: string): { datePart: string; time: ClockTime | null } | string {
  const match = TIME_AT_END.exec(text);
  if (!match) return { datePart: text, time: null };
  const [, datePart = '', hourText = '', minuteText, secondText, meridiem] = match;
  if (minuteText === undefined && meridiem === undefined) return { datePart: text, time: null };
  const time = readTime(hourText, minuteText, secondText, meridiem);
  if (typeof time === 'string') return time;
  return { datePart: datePart.replace(/[,\s]+$/, ''), time };
}

type DatePart =
  | { kind: 'date'; date: CalendarDate; notes: string[]; weekday: number | null }
  | { kind: 'ambiguous'; dates: [CalendarDate, CalendarDate]; weekday: number | null }
  | { kind: 'unreadable'; reason: string };

const WEEKDAY_FIRST = /^([a-z]{3,9})\.?,?\s+(.*)$/i;
const ISO = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/;
const MONTH_FIRST = /^([a-z]{3,9}\.?)\s*(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4}|\d{2})$/i;
const DAY_FIRST = /^(\d{1,2})(?:st|nd|rd|th)?(?:\s+|-|\s*-\s*)([a-z]{3,9}\.?)(?:,?\s+|-|\s*-\s*)(\d{4}|\d{2})$/i;
const NUMERIC = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})$/;

const NO_DAY = (date: CalendarDate) => `${capitalize(MONTHS[date.month - 1] ?? '')} ${date.year} has no day ${date.day}`;

function readDatePart(text: string): DatePart {
  let weekday: number | null = null;
  let rest = text;
  const named = WEEKDAY_FIRST.exec(text);
  if (named && weekdayNumber(named[1] ?? '') !== null && monthNumber(named[1] ?? '') === null) {
    weekday = weekdayNumber(named[1] ?? '');
    rest = named[2] ?? '';
  }
  const dated = (date: CalendarDate, notes: string[]): DatePart =>
    isRealDate(date) ? { kind: 'date', date, notes, weekday } : { kind: 'unreadable', reason: NO_DAY(date) };

  const iso = ISO.exec(rest);
  if (iso) return dated({ year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) }, []);

  const monthFirst = MONTH_FIRST.exec(rest);
  const dayFirst = DAY_FIRST.exec(rest);
  const wordy = monthFirst
    ? { month: monthFirst[1], day: monthFirst[2], year: monthFirst[3] }
    : dayFirst
      ? { day: dayFirst[1], month: dayFirst[2], year: dayFirst[3] }
      : null;
  if (wordy) {
    const month = monthNumber(wordy.month ?? '');
    if (month === null) return { kind: 'unreadable', reason: `'${wordy.month}' is not the name of a month` };
    const { year, note } = yearOf(wordy.year ?? '');
    return dated({ year, month, day: Number(wordy.day) }, note ? [note] : []);
  }

  const numeric = NUMERIC.exec(rest);
  if (numeric) {
    const first = Number(numeric[1]);
    const second = Number(numeric[3]);
    const { year, note } = yearOf(numeric[4] ?? '');
    const notes = note ? [note] : [];
    const dayMonth = { year, month: second, day: first };
    const monthDay = { year, month: first, day: second };
    if (first > 12 && second > 12) return { kind: 'unreadable', reason: `neither ${first} nor ${second} is a month` };
    if (first === second) return dated(dayMonth, notes);
    if (first > 12 && second <= 12) return dated(dayMonth, [`day/month/year, as there is no month ${first}`, ...notes]);
    if (second > 12 && first <= 12) return dated(monthDay, [`month/day/year, as there is no month ${second}`, ...notes]);
    return { kind: 'ambiguous', dates: [dayMonth, monthDay], weekday };
  }
  if (/^[a-z]{3,9}\.?\s+\d{1,2}(?:st|nd|rd|th)?$|^\d{1,2}(?:st|nd|rd|th)?\s+[a-z]{3,9}\.?$|^\d{1,2}[/.-]\d{1,2}$/i.test(rest)) {
    return { kind: 'unreadable', reason: 'it has no year; add the year, e.g. 2026-12-07' };
  }
  const isoStart = /^\d{4}[-/.]\d{1,2}[-/.]\d{1,2}/.exec(rest);
  const after = isoStart ? rest.slice(isoStart[0].length).trim() : '';
  // A date followed by what is not a time ('2027-03-21Z', '2027-03-21T07:00 PHT'); a range of days is said below.
  if (isoStart && !/^(?:-|–|to\b)\s*\d/i.test(after)) {
    const zone = /^T?\s*\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?\s*(.+)$/i.exec(after);
    if (zone) return { kind: 'unreadable', reason: `'${zone[1]}' after the time is not a time zone the check reads; ${WRITE_A_TIME}` };
    return { kind: 'unreadable', reason: `after the date '${isoStart[0]}' comes '${after}', which is not a time the check can read; ${WRITE_A_TIME}` };
  }
  if (/\d\s*(-|–|to)\s*\d/.test(rest) && /[a-z]/i.test(rest)) {
    return { kind: 'unreadable', reason: 'it looks like a range of days; write the first day in the start column and the last day in the end column' };
  }
  return {
    kind: 'unreadable',
    reason: 'it is not a date the check can read; write it as 2026-12-07, Dec 7, 2026 or 7 December 2026, with a time such as 7:00 AM if it has one',
  };
}

const WRITE_A_TIME = 'write the time in Manila time, e.g. 2027-03-21 07:00, or with its offset from UTC, e.g. 2027-03-21T07:00+08:00 or 2027-03-21T07:00Z';

/** A time zone written after a time. */
interface Zone {
  /** Minutes ahead of UTC: 480 for +08:00, 0 for Z. */
  offset: number;
  /** How the report names it: 'UTC', 'UTC+05:30'. */
  label: string;
}

/**
 * A zone after a time ('07:00Z', '07:00:00.000Z', '7:00 AM UTC', '07:00+08:00', '07:00 +0800',
 * '07:00 GMT-5'): the cell without it, and the zone. Only after a time, so '2026-12-07' keeps its '-07'.
 */
const ZONE_AT_END =
  /^(.*\d:\d{2}(?::\d{2}(?:\.\d+)?)?(?:\s*[ap]\.?\s?m\.?)?|.*\d\s*[ap]\.?\s?m\.?)\s*(z|(?:utc|gmt)(?:\s*([+-])\s*(\d{1,2})(?::?(\d{2}))?)?|([+-])(\d{1,2})(?::?(\d{2}))?)$/i;

function splitZone(text: string): { rest: string; zone: Zone | null } | string {
  const match = ZONE_AT_END.exec(text);
  if (!match) return { rest: text, zone: null };
  const [, rest = '', written = '', namedSign, namedHours, namedMinutes, sign = namedSign, hoursText = namedHours, minutesText = namedMinutes] = match;
  if (sign === undefined || hoursText === undefined) return { rest, zone: { offset: 0, label: 'UTC' } };
  // '07:00-10:00' is more likely two times than an offset: a zone behind UTC is read in ISO 8601 form (with T) or after UTC/GMT.
  if (sign === '-' && namedSign === undefined && !/^\d{4}-\d{1,2}-\d{1,2}T/i.test(text)) {
    return 'it looks like a range of times; write the start time in the start column and the end time in the end column (a time zone behind UTC is written UTC-05:00)';
  }
  const hours = Number(hoursText);
  const minutes = minutesText === undefined ? 0 : Number(minutesText);
  if (hours > 14 || minutes > 59 || (hours === 14 && minutes > 0)) {
    return `'${written}' is not a time zone: an offset from UTC runs from -12:00 to +14:00; ${WRITE_A_TIME}`;
  }
  const offset = (sign === '-' ? -1 : 1) * (hours * 60 + minutes);
  return { rest, zone: { offset, label: offset === 0 ? 'UTC' : `UTC${sign}${pad(hours)}:${pad(minutes)}` } };
}

/** A time given in `zone`, as the same moment in Manila (the day may change). */
function inManila(value: DateValue, zone: Zone): DateValue {
  const { date, time } = value;
  if (!time) return value;
  const moment = new Date(0);
  moment.setUTCFullYear(date.year, date.month - 1, date.day);
  moment.setUTCHours(time.hour, time.minute + MANILA_OFFSET_MINUTES - zone.offset, 0, 0);
  return {
    date: { year: moment.getUTCFullYear(), month: moment.getUTCMonth() + 1, day: moment.getUTCDate() },
    time: { hour: moment.getUTCHours(), minute: moment.getUTCMinutes() },
  };
}

/** How the report says what the zone did: 'the cell gives the time in UTC, 8 hours behind Manila'. */
function zoneNote(zone: Zone): string {
  const difference = MANILA_OFFSET_MINUTES - zone.offset;
  if (difference === 0) return `the cell gives the time in ${zone.label}, which is Manila time`;
  const minutes = Math.abs(difference);
  const span = [Math.floor(minutes / 60), minutes % 60]
    .map((count, index) => (count === 0 ? '' : `${count} ${index === 0 ? 'hour' : 'minute'}${count === 1 ? '' : 's'}`))
    .filter(Boolean)
    .join(' ');
  return `the cell gives the time in ${zone.label}, ${span} ${difference > 0 ? 'behind' : 'ahead of'} Manila`;
}

/** Why a date cannot be kept when its year is one a calendar file cannot hold; null when it can be. */
function yearProblem(value: DateValue): string | null {
  const { year } = value.date;
  if (isCalendarYear(year)) return null;
  return `the year ${year} is not one a calendar file can hold (${CALENDAR_YEARS.first} to ${CALENDAR_YEARS.last}); check the year`;
}

/** Reads one start or end cell. */
export function readDateCell(cell: string): DateReading {
  const text = cell.trim().replace(/\s+/g, ' ');
  if (text === '') return { status: 'empty' };
  const zoned = splitZone(text);
  if (typeof zoned === 'string') return { status: 'unreadable', reason: zoned };
  const reading = readWrittenDate(text, zoned.rest);
  const { zone } = zoned;
  if (reading.status === 'unreadable' || reading.status === 'empty') return reading;
  if (reading.status === 'ambiguous') {
    const readings = (zone ? reading.readings.map((value) => inManila(value, zone)) : reading.readings) as [DateValue, DateValue];
    const problem = readings.map(yearProblem).find((reason) => reason !== null);
    return problem ? { status: 'unreadable', reason: problem } : { status: 'ambiguous', readings };
  }
  const value = zone ? inManila(reading.value, zone) : reading.value;
  const problem = yearProblem(value);
  if (problem !== null) return { status: 'unreadable', reason: problem };
  return zone ? read(text, value, [...reading.notes, zoneNote(zone)]) : read(text, value, reading.notes);
}

/** What the cell says, before its zone (if any) is applied. */
type WrittenDate = { status: 'read'; value: DateValue; notes: string[] } | Exclude<DateReading, { status: 'read' }>;

function readWrittenDate(text: string, withoutZone: string): WrittenDate {
  const split = splitTime(withoutZone);
  if (typeof split === 'string') return { status: 'unreadable', reason: split };
  if (split.time === null && withoutZone !== text) return { status: 'unreadable', reason: `a time zone needs a time before it; ${WRITE_A_TIME}` };
  const part = readDatePart(split.datePart);
  if (part.kind === 'unreadable') return { status: 'unreadable', reason: part.reason };
  const withTime = (date: CalendarDate): DateValue => ({ date, time: split.time });
  if (part.kind === 'ambiguous') {
    const readings = part.dates.map(withTime) as [DateValue, DateValue];
    // A weekday written with the date settles it when it fits one reading only.
    const fitting = part.weekday === null ? [] : readings.filter((reading) => weekdayOf(reading.date) === part.weekday);
    if (fitting.length !== 1) return { status: 'ambiguous', readings };
    const [only] = fitting as [DateValue];
    return { status: 'read', value: only, notes: [`${capitalize(WEEKDAYS[part.weekday ?? 0] ?? '')} fits only this reading`] };
  }
  const value = withTime(part.date);
  if (part.weekday !== null && weekdayOf(part.date) !== part.weekday) {
    return {
      status: 'unreadable',
      reason: `${describeDate({ date: part.date, time: null })} is a ${capitalize(WEEKDAYS[weekdayOf(part.date)] ?? '')}, not a ${capitalize(WEEKDAYS[part.weekday] ?? '')}; check the date`,
    };
  }
  return { status: 'read', value, notes: part.notes };
}

function read(text: string, value: DateValue, notes: string[]): DateReading {
  const canonical = canonicalDate(value);
  if (text === canonical) return { status: 'read', value, canonical, how: null };
  const reasons = notes.length ? ` (${notes.join('; ')})` : '';
  return { status: 'read', value, canonical, how: `was read as ${describeDate(value)}${value.time ? ', Manila time' : ''}${reasons}` };
}

export { manilaToday } from './months';

/** Whether `date` is more than `years` years before or after `today` ('2026-11-25'). */
export function yearsAway(date: CalendarDate, today: string, years = 2): 'after' | 'before' | null {
  const [year = 0] = today.split('-').map(Number);
  const rest = today.slice(4);
  const value = isoDate(date);
  if (value > `${year + years}${rest}`) return 'after';
  if (value < `${year - years}${rest}`) return 'before';
  return null;
}

/** Whether `end` comes before `start` (a day-only end is the whole of that day). */
export function endsBeforeStart(start: DateValue, end: DateValue): boolean {
  const startDay = isoDate(start.date);
  const endDay = isoDate(end.date);
  if (endDay !== startDay) return endDay < startDay;
  if (!start.time || !end.time) return false;
  return end.time.hour * 60 + end.time.minute < start.time.hour * 60 + start.time.minute;
}
