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
 */
import { TZDate } from '@date-fns/tz';
import ical, { type ICalCalendar } from 'ical-generator';
import { lastDayOf, placeText } from '../event-schedule';

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

export { EVENTS_FEED_PATH, eventIcsPath } from '../event-schedule';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):00\+08:00$/;

/** '2026-12-07' → a date ical-generator writes as 20261207 (UTC midnight, so no zone can move it). */
function day(value: string, addDays = 0): Date {
  const match = DAY.exec(value.slice(0, 10));
  if (!match) throw new Error(`not a date: ${value}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + addDays));
}

/** '2026-12-07T07:00:00+08:00' → that wall-clock time in Manila. */
function manilaTime(value: string): TZDate {
  const match = TIME.exec(value);
  if (!match) throw new Error(`not a Manila time: ${value}`);
  const [, year, month, date, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
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

function calendarOf(events: readonly CalendarEvent[], { siteUrl, stamp, name }: CalendarOptions): ICalCalendar {
  const host = new URL(siteUrl).host;
  const calendar = ical({ name, prodId: { company: host, product: 'Padyak Hub events', language: 'EN' } });
  // No calendar-wide zone: DTSTAMP stays in UTC; each timed event names Asia/Manila, whose VTIMEZONE this writes.
  calendar.timezone({ name: null, generator: (zone) => (zone === MANILA ? MANILA_VTIMEZONE : null) });
  for (const event of events) {
    if (event.start === null) continue;
    const description = [event.details, event.link].filter((part): part is string => part !== null).join('\n');
    const common = { id: `${event.key}@${host}`, stamp, summary: event.name, description, url: event.link, location: calendarLocation(event.place) };
    if (event.allDay) {
      calendar.createEvent({ ...common, allDay: true, start: day(event.start), end: day(event.end ?? event.start, 1) });
    } else {
      calendar.createEvent({ ...common, timezone: MANILA, start: manilaTime(event.start), ...(event.end ? { end: manilaTime(event.end) } : {}) });
    }
  }
  return calendar;
}

/** One event's .ics; null for an event without a date. */
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
