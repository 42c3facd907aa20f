/**
 * The events' calendar files, written at build time: one .ics per dated event ("Add to
 * calendar") and /events.ics, the feed of upcoming events. Built with ical-generator, which
 * writes RFC 5545 the way clients read it: CRLF line endings, lines folded at 75 octets,
 * commas, semicolons and line breaks escaped. This module decides what goes in:
 * - UID: the event's id (the slug of its name) at the site's host, so a calendar that
 *   imported the event updates it when its date or place changes, build after build;
 * - a day event (allDay) is DTSTART;VALUE=DATE with an exclusive DTEND (the day after its last
 *   day), so a two-day ride covers exactly those two days;
 * - a timed event is in Asia/Manila (TZID, with its VTIMEZONE: UTC+8 all year, no daylight saving).
 * What ical-generator leaves to its caller, calendarOf does, whoever calls it: every text it is
 * given loses its control characters (so no field can end a line and start a property or an
 * event of its own), the calendar's name (NAME, X-WR-CALNAME, which ical-generator writes as
 * given) is escaped as TEXT, and an event whose key is not a slug or whose date is not one a
 * calendar file holds as 8 digits (years CALENDAR_YEARS) is refused with a CalendarRefusal.
 */
import { TZDate } from '@date-fns/tz';
import ical, { type ICalCalendar } from 'ical-generator';
import { lastDayOf, placeText } from '../event-schedule';
import { CALENDAR_YEARS, isCalendarYear } from '../../pipeline/detect/event-dates';

/** What the calendar needs of an event (the Event node's fields). */
export interface CalendarEvent {
  key: string;
  name: string;
  link: string;
  start: string | null;
  end: string | null;
  allDay: boolean;
  place: { location: string; province: string | null } | null;
  details: string | null;
}

export const MANILA = 'Asia/Manila';

/** The Philippines has kept UTC+8 since 1978 and has no daylight saving time. */
const MANILA_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${MANILA}`,
  'BEGIN:STANDARD',
  'DTSTART:19780101T000000',
  'TZOFFSETFROM:+0800',
  'TZOFFSETTO:+0800',
  'TZNAME:PST',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):00\+08:00$/;
const KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A calendar the writer will not write, with the sentence that says why (the build stops with it). */
export class CalendarRefusal extends Error {
  override name = 'CalendarRefusal';
}

/** Control characters (C0, DEL, C1) and the Unicode line and paragraph separators. */
// eslint-disable-next-line no-control-regex -- finding control characters is what this does
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** A text as a calendar may hold it: each run of control characters becomes one space, so no text can start a line of its own. */
export function calendarText(value: string): string {
  return value.replace(CONTROL, ' ').trim();
}

/** RFC 5545 TEXT (section 3.3.11), for the values ical-generator writes as given: \\ \; \, and a line break as \n. */
function escapedText(value: string): string {
  return value.replace(/[\\;,]/g, (match) => `\\${match}`).replace(/\r\n|\r|\n/g, '\\n');
}

/** The parts of a day or Manila time, or why the calendar cannot hold it. */
function dateParts(value: string, pattern: RegExp, what: string): number[] {
  const match = pattern.exec(value);
  if (!match)
    throw new CalendarRefusal(`its ${what} '${calendarText(value)}' is not a date the calendar reads (${pattern === DAY ? '2026-12-07' : '2026-12-07T07:00:00+08:00'})`);
  const parts = match.slice(1).map(Number);
  if (!isCalendarYear(parts[0] ?? 0)) {
    throw new CalendarRefusal(`its ${what} '${value}' is in a year a calendar file cannot hold (${CALENDAR_YEARS.first} to ${CALENDAR_YEARS.last})`);
  }
  return parts;
}

/** '2026-12-07' → a date ical-generator writes as 20261207 (UTC midnight, so no zone can move it). */
function day(value: string, what: string, addDays = 0): Date {
  const [year = 0, month = 1, date = 1] = dateParts(value, DAY, what);
  const result = new Date(0);
  result.setUTCFullYear(year, month - 1, date + addDays);
  return result;
}

/** '2026-12-07T07:00:00+08:00' → that wall-clock time in Manila. */
function manilaTime(value: string, what: string): TZDate {
  const [year = 0, month = 1, date = 1, hour = 0, minute = 0] = dateParts(value, TIME, what);
  return new TZDate(year, month - 1, date, hour, minute, MANILA);
}

/** 'Quezon City, Philippines'; 'Tagaytay, Cavite, Philippines'. */
export function calendarLocation(place: CalendarEvent['place']): string | null {
  const text = placeText(place);
  return text === null ? null : `${text}, Philippines`;
}

/** The events still to come (or going on) on `today` ('2026-11-25', Manila), soonest first. */
export function upcomingEvents<E extends CalendarEvent>(events: readonly E[], today: string): E[] {
  return events
    .filter((event) => event.start !== null && (lastDayOf(event) ?? '') >= today)
    .sort((a, b) => (a.start ?? '').localeCompare(b.start ?? '') || a.name.localeCompare(b.name));
}

interface CalendarOptions {
  /** The site's address, e.g. 'https://padyakhub.example': its host names the UIDs. */
  siteUrl: string;
  /** When the file is written (DTSTAMP). */
  stamp: Date;
  /** The calendar's name, shown by clients that subscribe. */
  name: string;
}

/**
 * The one writer: every calendar file is made here, and every text it is given (whoever gives
 * it) goes through calendarText. Throws a CalendarRefusal for an event it cannot write.
 */
function calendarOf(events: readonly CalendarEvent[], { siteUrl, stamp, name }: CalendarOptions): ICalCalendar {
  const host = new URL(siteUrl).host;
  // ical-generator writes NAME and X-WR-CALNAME as given: the name is escaped here.
  const calendar = ical({ name: escapedText(calendarText(name)), prodId: { company: host, product: 'Padyak Hub events', language: 'EN' } });
  // No calendar-wide zone: DTSTAMP stays in UTC; each timed event names Asia/Manila, whose VTIMEZONE this writes.
  calendar.timezone({ name: null, generator: (zone) => (zone === MANILA ? MANILA_VTIMEZONE : null) });
  for (const event of events) {
    if (event.start === null) continue;
    try {
      calendar.createEvent(calendarEvent({ ...event, start: event.start }, host, stamp));
    } catch (error) {
      if (!(error instanceof CalendarRefusal)) throw error;
      throw new CalendarRefusal(`The calendar file of the event '${calendarText(event.name)}' cannot be written: ${error.message}; correct it in data/events.csv.`);
    }
  }
  return calendar;
}

/** What ical-generator is given for one dated event: its texts without control characters, its dates checked. */
function calendarEvent(event: CalendarEvent & { start: string }, host: string, stamp: Date): Parameters<ICalCalendar['createEvent']>[0] {
  // The key is the UID's first part and the file's name: a slug, or nothing is written.
  if (!KEY.test(event.key)) throw new CalendarRefusal(`its key '${calendarText(event.key)}' is not made of lowercase letters, digits and hyphens`);
  const text = (value: string | null) => (value === null ? null : calendarText(value));
  const description = [text(event.details), text(event.link)].filter((part): part is string => Boolean(part)).join('\n');
  const common = {
    id: `${event.key}@${host}`,
    stamp,
    summary: calendarText(event.name),
    description,
    url: calendarText(event.link),
    location: text(calendarLocation(event.place)),
  };
  if (event.allDay) return { ...common, allDay: true, start: day(event.start, 'start'), end: day(event.end ?? event.start, event.end ? 'end' : 'start', 1) };
  return { ...common, timezone: MANILA, start: manilaTime(event.start, 'start'), ...(event.end ? { end: manilaTime(event.end, 'end') } : {}) };
}

/** One event's .ics; null for an event without a date. Throws a CalendarRefusal for one it cannot write. */
export function eventIcs(event: CalendarEvent, options: Omit<CalendarOptions, 'name'>): string | null {
  if (event.start === null) return null;
  return withFinalLineEnding(calendarOf([event], { ...options, name: event.name }).toString());
}

/**
 * The feed: every upcoming event. RFC 5545 wants at least one component in a calendar, so a
 * feed with no timed event (or none at all, between seasons) still carries Manila's VTIMEZONE.
 */
export function eventsFeed(events: readonly CalendarEvent[], options: CalendarOptions & { today: string }): string {
  const text = withFinalLineEnding(calendarOf(upcomingEvents(events, options.today), options).toString());
  return text.includes('BEGIN:VTIMEZONE\r\n') ? text : text.replace(/END:VCALENDAR\r\n$/, `${MANILA_VTIMEZONE}\r\nEND:VCALENDAR\r\n`);
}

/** RFC 5545 ends every content line, END:VCALENDAR too, with CRLF. */
function withFinalLineEnding(text: string): string {
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
