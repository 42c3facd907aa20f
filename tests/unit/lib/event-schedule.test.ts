import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import {
  dateBadge,
  dateText,
  eventWhen,
  googleCalendarUrl,
  manilaDay,
  nextEvents,
  scheduleEvents,
  seasonEvent,
  type GoogleCalendarEvent,
} from '../../../src/lib/event-schedule';
import { eventJsonLd, type EventForSchema } from '../../../src/lib/event-json-ld';

const ride = (name: string, start: string | null, end: string | null = null, details: string | null = null): GoogleCalendarEvent => ({
  name,
  start,
  end,
  allDay: start === null || !start.includes('T'),
  link: 'https://ride.example/',
  details,
});

describe('where an event stands on a day (Manila)', () => {
  it('is today on each day it covers, past the day after its last, undated without a start', () => {
    const tour = ride('Tour', '2026-12-09', '2026-12-10');
    expect(['2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11'].map((day) => eventWhen(tour, day))).toEqual(['upcoming', 'today', 'today', 'past']);
    expect(eventWhen(ride('Morning', '2026-12-10T06:00:00+08:00'), '2026-12-10')).toBe('today');
    expect(eventWhen(ride('Someday', null), '2026-12-10')).toBe('undated');
  });

  it("takes the day from Manila's clock, not the visitor's zone", () => {
    expect(manilaDay(new Date('2026-12-19T15:59:00Z'))).toBe('2026-12-19');
    expect(manilaDay(new Date('2026-12-19T16:00:00Z'))).toBe('2026-12-20');
  });

  it('groups upcoming events by month soonest first, and lists past ones latest first', () => {
    const events = [ride('B', '2027-01-03'), ride('A', '2026-12-20'), ride('C', '2026-11-02'), ride('D', '2026-12-20'), ride('E', null), ride('F', '2026-10-01')];
    const schedule = scheduleEvents(events, '2026-11-25');
    expect(schedule.upcoming.map((month) => [month.label, month.events.map((event) => event.name)])).toEqual([
      ['December 2026', ['A', 'D']],
      ['January 2027', ['B']],
    ]);
    expect(schedule.past.map((event) => event.name)).toEqual(['C', 'F']);
    expect(schedule.undated.map((event) => event.name)).toEqual(['E']);
    expect(nextEvents(events, '2026-12-21', 3).map((event) => event.name)).toEqual(['B']);
  });
});

describe('how a date reads', () => {
  it('as a badge and a line', () => {
    expect(dateBadge(ride('One', '2026-12-07'))).toEqual({ month: 'DEC', days: '7' });
    expect(dateBadge(ride('Two', '2026-12-31', '2027-01-01'))).toEqual({ month: 'DEC–JAN', days: '31–1' });
    expect(dateText(ride('One', '2026-12-07'))).toBe('Mon, 7 Dec 2026');
    expect(dateText(ride('Timed', '2026-12-07T07:00:00+08:00', '2026-12-07T12:30:00+08:00'))).toBe('Mon, 7 Dec 2026, 7:00 AM – 12:30 PM');
    expect(dateText(ride('Noon', '2026-12-07T12:00:00+08:00'))).toBe('Mon, 7 Dec 2026, 12:00 PM');
    expect(dateText(ride('Two', '2026-12-31', '2027-01-01'))).toBe('Thu, 31 Dec 2026 – Fri, 1 Jan 2027');
    expect(dateText(ride('None', null))).toBeNull();
  });
});

describe('the Google Calendar link', () => {
  const params = (url: string | null) => Object.fromEntries(new URL(url ?? 'https://x.invalid/').searchParams);

  it('gives a two-day all-day event its days with an exclusive end, across a year end', () => {
    const url = googleCalendarUrl(ride('Year End Tour', '2026-12-31', '2027-01-01'), 'Antipolo, Rizal, Philippines');
    expect(url?.startsWith('https://calendar.google.com/calendar/render?')).toBe(true);
    expect(params(url)).toEqual({
      action: 'TEMPLATE',
      text: 'Year End Tour',
      dates: '20261231/20270102',
      location: 'Antipolo, Rizal, Philippines',
      details: 'https://ride.example/',
    });
  });

  it("gives a timed event Manila's wall clock with ctz, and keeps commas, semicolons and ñ", () => {
    const url = googleCalendarUrl(ride('Ride, Rest; Repeat – Parañaque', '2026-12-07T07:00:00+08:00', '2026-12-07T11:00:00+08:00', 'Bring lights'), null);
    expect(params(url)).toEqual({
      action: 'TEMPLATE',
      text: 'Ride, Rest; Repeat – Parañaque',
      dates: '20261207T070000/20261207T110000',
      ctz: 'Asia/Manila',
      details: 'Bring lights\nhttps://ride.example/',
    });
  });

  it('is not offered without a date', () => {
    expect(googleCalendarUrl(ride('Someday', null), null)).toBeNull();
  });
});

describe("the Spider Route's season", () => {
  it("is this year's dated row of that name, and nothing when the sheet has none", () => {
    const events = [ride('The Spider Route 2025', '2025-11-01', '2025-12-31'), ride('The Spider Route 2026', '2026-11-01', '2026-12-31'), ride('Other', '2026-11-05')];
    expect(seasonEvent(events, /spider route/i, '2026-11-25')?.name).toBe('The Spider Route 2026');
    expect(seasonEvent(events.slice(0, 1), /spider route/i, '2026-11-25')).toBeNull();
    expect(seasonEvent([ride('The Spider Route', null)], /spider route/i, '2026-11-25')).toBeNull();
  });
});

/**
 * schema.org's vocabulary, as schema-dts generated it from schema.org's own release: the
 * properties each type has (its own and its parents'), and the members of an enumeration.
 */
const vocabulary = readFileSync(path.join(path.dirname(require.resolve('schema-dts/package.json')), 'dist', 'schema.d.ts'), 'utf8');
function propertiesOf(type: string): Set<string> {
  const start = vocabulary.indexOf(`\ninterface ${type}Base extends `);
  if (start < 0) throw new Error(`schema.org has no type ${type}`);
  const header = vocabulary.slice(start, vocabulary.indexOf('{', start));
  const body = vocabulary.slice(start, vocabulary.indexOf('\n}', start));
  const own = [...body.matchAll(/^ {4}"([A-Za-z]+)"\?:/gm)].map((match) => match[1] ?? '');
  const parents = [...header.matchAll(/(\w+)Base\b/g)].map((match) => match[1] ?? '').filter((name) => name !== type);
  return new Set([...own, ...parents.flatMap((parent) => [...propertiesOf(parent)])]);
}
function membersOf(enumeration: string): string[] {
  const line = new RegExp(`^export type ${enumeration} = (.*);$`, 'm').exec(vocabulary)?.[1] ?? '';
  return [...line.matchAll(/"(https:\/\/schema\.org\/\w+)"/g)].map((match) => match[1] ?? '');
}

/** Every property of every typed node is one schema.org defines for its type. */
function unknownProperties(node: unknown, at = '$'): string[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => unknownProperties(item, `${at}[${index}]`));
  if (typeof node !== 'object' || node === null) return [];
  const record = node as Record<string, unknown>;
  const type = typeof record['@type'] === 'string' ? record['@type'] : null;
  const known = type ? propertiesOf(type) : null;
  return Object.entries(record).flatMap(([key, value]) => [
    ...(known && !key.startsWith('@') && !known.has(key) ? [`${at}.${key} is not a property of ${type}`] : []),
    ...unknownProperties(value, `${at}.${key}`),
  ]);
}

describe('the events JSON-LD', () => {
  const poster = { layout: 'constrained', width: 400, height: 500, images: { fallback: { src: '/static/abc/poster.png' }, sources: [] } } as IGatsbyImageData;
  const tour: EventForSchema & { start: string } = {
    name: 'Sample Tour',
    link: 'https://tour.example/',
    start: '2026-12-09',
    end: '2026-12-10',
    allDay: true,
    place: { location: 'Antipolo', province: 'Rizal', region: 'CALABARZON' },
    details: 'Two days of climbing',
    poster,
  };

  it("is valid against schema.org's Event: only its properties, its status and attendance values, ISO dates", () => {
    // Each event's page carries one; checked here as one graph.
    const graph = {
      '@context': 'https://schema.org',
      '@graph': [tour, { ...tour, name: 'Morning Climb', start: '2026-12-10T06:00:00+08:00', end: null, allDay: false }].map((event) =>
        eventJsonLd(event, 'https://padyakhub.ph'),
      ),
    };
    expect(unknownProperties(graph)).toEqual([]);
    const events = (graph as unknown as { '@graph': Record<string, unknown>[] })['@graph'];
    for (const event of events) {
      expect(event['@type']).toBe('Event');
      expect(membersOf('EventStatusType')).toContain(event.eventStatus);
      expect(membersOf('EventAttendanceModeEnumeration')).toContain(event.eventAttendanceMode);
      expect(event.startDate).toMatch(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}\+08:00)?$/);
    }
    // The check itself can fail: a property Event does not have is named.
    expect(unknownProperties({ '@type': 'Event', name: 'x', date: '2026-12-09' })).toEqual(['$.date is not a property of Event']);
  });

  it('says what a search engine needs: name, dates, place in PH, status, attendance, page and poster', () => {
    expect(eventJsonLd(tour, 'https://padyakhub.ph')).toEqual({
      '@type': 'Event',
      name: 'Sample Tour',
      startDate: '2026-12-09',
      endDate: '2026-12-10',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Antipolo, Rizal',
        address: { '@type': 'PostalAddress', addressLocality: 'Antipolo', addressRegion: 'Rizal', addressCountry: 'PH' },
      },
      url: 'https://tour.example/',
      image: 'https://padyakhub.ph/static/abc/poster.png',
      description: 'Two days of climbing',
    });
  });
});
