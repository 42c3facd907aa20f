/**
 * When an event is, as a visitor sees it: upcoming (soonest first, by month), today, past
 * (latest first) or "Date to be announced"; how its date reads on a card; and its prefilled
 * Google Calendar link. Pure, and the same on the server and in the browser: the build
 * renders the page as of its own day, and the inline script src/inline/order-events.ts moves
 * the cards to the visitor's day before the page is painted.
 *
 * Dates are the Event node's: a day '2026-12-07' or a Manila time '2026-12-07T07:00:00+08:00'.
 * "Today" is the day in Manila (UTC+8 all year), where every event takes place.
 */

export interface EventTiming {
  name: string;
  start: string | null;
  end: string | null;
  allDay: boolean;
}

export type EventWhen = 'upcoming' | 'today' | 'past' | 'undated';

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** Today's date in Manila ('2026-11-25'). */
export function manilaDay(now: Date = new Date()): string {
  return new Date(now.getTime() + MANILA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The first day an event covers ('2026-12-07'), or null when it has no date. */
export function firstDayOf(event: Pick<EventTiming, 'start'>): string | null {
  return event.start?.slice(0, 10) ?? null;
}

/** The last day an event covers: its end's day, or its start's for a one-day event. */
export function lastDayOf(event: Pick<EventTiming, 'start' | 'end'>): string | null {
  return (event.end ?? event.start)?.slice(0, 10) ?? null;
}

/** Where an event stands on `today`: a two-day ride is "today" on both of its days. */
export function eventWhen(event: Pick<EventTiming, 'start' | 'end'>, today: string): EventWhen {
  const first = firstDayOf(event);
  const last = lastDayOf(event);
  if (first === null || last === null) return 'undated';
  if (last < today) return 'past';
  return first <= today ? 'today' : 'upcoming';
}

const bySoonest = (a: EventTiming, b: EventTiming) => (a.start ?? '').localeCompare(b.start ?? '') || a.name.localeCompare(b.name);

/** Every dated event, soonest first: the order the page script keeps among cards (`data-order`). */
export function datedInOrder<E extends EventTiming>(events: readonly E[]): E[] {
  return events.filter((event) => event.start !== null).sort(bySoonest);
}

export interface MonthOfEvents<E> {
  /** '2026-12'. */
  month: string;
  /** 'December 2026'. */
  label: string;
  events: E[];
}

export interface EventSchedule<E> {
  /** Upcoming and ongoing events, soonest first, in their months. */
  upcoming: MonthOfEvents<E>[];
  /** Events that ended before today, latest first. */
  past: E[];
  /** Events without a date, in the sheet's order. */
  undated: E[];
}

/** 'December 2026' for '2026-12'. */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return `${MONTH_NAMES[number - 1] ?? ''} ${year}`;
}

/** The events page as of `today`. */
export function scheduleEvents<E extends EventTiming>(events: readonly E[], today: string): EventSchedule<E> {
  const dated = datedInOrder(events);
  const upcoming: MonthOfEvents<E>[] = [];
  for (const event of dated) {
    if (eventWhen(event, today) === 'past') continue;
    const month = (event.start ?? '').slice(0, 7);
    const last = upcoming[upcoming.length - 1];
    if (last?.month === month) last.events.push(event);
    else upcoming.push({ month, label: monthLabel(month), events: [event] });
  }
  // Latest day first; within a day, soonest first (as the page script orders them).
  const past = dated.filter((event) => eventWhen(event, today) === 'past').sort((a, b) => (firstDayOf(b) ?? '').localeCompare(firstDayOf(a) ?? ''));
  return { upcoming, past, undated: events.filter((event) => event.start === null) };
}

/** Every month that holds a dated event ('2026-12'), earliest first: the groups the page may need on any day. */
export function monthsOf(events: readonly EventTiming[]): string[] {
  return [...new Set(events.flatMap((event) => (event.start ? [event.start.slice(0, 7)] : [])))].sort();
}

/** The next `count` events still to come or going on, soonest first (the home page). */
export function nextEvents<E extends EventTiming>(events: readonly E[], today: string, count: number): E[] {
  return datedInOrder(events)
    .filter((event) => eventWhen(event, today) !== 'past')
    .slice(0, count);
}

/**
 * This year's edition of a yearly event (the Spider Route) when the sheet dates it: the dated
 * row named like it whose first day falls in the year of `today`, the latest if several. Null
 * otherwise: a page then says only what it always says (the season), never a guessed date.
 */
export function seasonEvent<E extends EventTiming>(events: readonly E[], name: RegExp, today: string): E | null {
  const year = today.slice(0, 4);
  const found = datedInOrder(events).filter((event) => name.test(event.name) && event.start?.slice(0, 4) === year);
  return found[found.length - 1] ?? null;
}

interface DayParts {
  year: number;
  month: number;
  day: number;
}

function dayParts(day: string): DayParts {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return { year, month, day: date };
}

function weekday({ year, month, day }: DayParts): string {
  return WEEKDAY_NAMES[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] ?? '';
}

const shortMonth = (month: number) => (MONTH_NAMES[month - 1] ?? '').slice(0, 3);

/** '7:00 AM' for '2026-12-07T07:00:00+08:00'; null for a day. */
function clockOf(value: string | null): string | null {
  const match = value ? /T(\d{2}):(\d{2})/.exec(value) : null;
  if (!match) return null;
  const hour = Number(match[1]);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${match[2]} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** '26 November 2026': how the page names a day in prose (the build's day in "as of"). */
export function longDate(day: string): string {
  const parts = dayParts(day);
  return `${parts.day} ${MONTH_NAMES[parts.month - 1] ?? ''} ${parts.year}`;
}

/** The badge: 'DEC' over '7' (or '7–8' for a two-day event in one month). */
export function dateBadge(event: Pick<EventTiming, 'start' | 'end'>): { month: string; days: string } | null {
  const first = firstDayOf(event);
  const last = lastDayOf(event);
  if (!first || !last) return null;
  const from = dayParts(first);
  const to = dayParts(last);
  const sameMonth = from.year === to.year && from.month === to.month;
  return {
    month: sameMonth ? shortMonth(from.month).toUpperCase() : `${shortMonth(from.month)}–${shortMonth(to.month)}`.toUpperCase(),
    days: first === last ? String(from.day) : `${from.day}–${to.day}`,
  };
}

/**
 * The event's date as a line of text: 'Sun, 7 Dec 2026', 'Sun, 7 Dec 2026, 7:00 AM',
 * 'Sat, 5 – Sun, 6 Dec 2026', '31 Dec 2026 – 1 Jan 2027'. Null for an event without a date.
 */
export function dateText(event: Pick<EventTiming, 'start' | 'end'>): string | null {
  const first = firstDayOf(event);
  const last = lastDayOf(event);
  if (!first || !last) return null;
  const from = dayParts(first);
  const to = dayParts(last);
  const full = (parts: DayParts) => `${weekday(parts)}, ${parts.day} ${shortMonth(parts.month)} ${parts.year}`;
  const startClock = clockOf(event.start);
  const endClock = clockOf(event.end);
  if (first === last) {
    const times = startClock ? (endClock ? `, ${startClock} – ${endClock}` : `, ${startClock}`) : '';
    return `${full(from)}${times}`;
  }
  const fromText = startClock ? `${full(from)}, ${startClock}` : from.year === to.year && from.month === to.month ? `${weekday(from)}, ${from.day}` : full(from);
  return `${fromText} – ${full(to)}${endClock ? `, ${endClock}` : ''}`;
}

/** '20261207' for a day; '20261207T070000' for a Manila time (the wall clock, read with ctz). */
function googleStamp(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(value);
  if (!match) return '';
  const [, year, month, day, hour, minute] = match;
  return hour === undefined ? `${year}${month}${day}` : `${year}${month}${day}T${hour}${minute}00`;
}

/** The day after `day` ('2026-12-08' for '2026-12-07'): an all-day event's exclusive end. */
function dayAfter(day: string): string {
  const { year, month, day: date } = dayParts(day);
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

export interface GoogleCalendarEvent extends EventTiming {
  link: string;
  details: string | null;
}

/**
 * A prefilled Google Calendar "add event" link. A day event is YYYYMMDD/YYYYMMDD with the
 * end the day after its last day (Google's end is exclusive, as in .ics); a timed event is
 * the Manila wall clock with ctz=Asia/Manila, and starts and ends at once when the sheet
 * gives no end (as its .ics, which has no DTEND). Null for an event without a date.
 */
export function googleCalendarUrl(event: GoogleCalendarEvent, location: string | null): string | null {
  if (!event.start) return null;
  const dates = event.allDay
    ? `${googleStamp(event.start)}/${googleStamp(dayAfter(lastDayOf(event) ?? event.start))}`
    : `${googleStamp(event.start)}/${googleStamp(event.end ?? event.start)}`;
  const params = new URLSearchParams({ action: 'TEMPLATE', text: event.name, dates });
  if (!event.allDay) params.set('ctz', 'Asia/Manila');
  if (location) params.set('location', location);
  params.set('details', [event.details, event.link].filter((part): part is string => Boolean(part)).join('\n'));
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** 'Quezon City'; 'Tagaytay, Cavite': where an event is, as a card and a calendar say it. */
export function placeText(place: { location: string; province: string | null } | null): string | null {
  if (!place) return null;
  return place.province && place.province !== place.location ? `${place.location}, ${place.province}` : place.location;
}
