/**
 * The events' .ics files, read back by an independent parser (ical.js, Mozilla's): each gives
 * the summary, start, end and location the sheet gave, in the shape RFC 5545 asks for.
 * Fixture events only (.example links); no real event or date.
 */
import ICAL from 'ical.js';
import { CalendarRefusal, eventIcs, eventsFeed, upcomingEvents, type CalendarEvent } from '../../../src/lib/node/event-calendar';

const options = { siteUrl: 'https://padyak.example', stamp: new Date('2026-11-25T03:00:00Z') };

const base: CalendarEvent = { key: 'sample-ride', name: 'Sample Ride', link: 'https://ride.example/', start: null, end: null, allDay: true, place: null, details: null };
const twoDays: CalendarEvent = {
  ...base,
  key: 'sample-festival',
  name: 'Sample Festival',
  start: '2026-12-05',
  end: '2026-12-06',
  place: { location: 'Tagaytay', province: 'Cavite' },
};
const timed: CalendarEvent = {
  ...base,
  key: 'sample-fondo',
  name: 'Piñas Fondo, 100 km; the long one',
  link: 'https://fondo.example/',
  start: '2026-12-07T05:30:00+08:00',
  end: '2026-12-07T13:00:00+08:00',
  allDay: false,
  place: { location: 'Quezon City', province: null },
  details: 'Start at the fountain; bring lights, water',
};

function veventsOf(text: string): ICAL.Component[] {
  return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
}

describe("an event's .ics file", () => {
  it('gives a two-day all-day event as VALUE=DATE covering exactly those two days', () => {
    const text = eventIcs(twoDays, options) ?? '';
    const [vevent] = veventsOf(text);
    const event = new ICAL.Event(vevent);
    expect(event.summary).toBe('Sample Festival');
    expect(event.location).toBe('Tagaytay, Cavite, Philippines');
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2026-12-05');
    // The end is exclusive: the day after the last day.
    expect(event.endDate.toString()).toBe('2026-12-07');
    expect(event.duration.toSeconds()).toBe(2 * 24 * 3600);
    expect(text).toContain('DTSTART;VALUE=DATE:20261205\r\n');
    expect(text).toContain('DTEND;VALUE=DATE:20261207\r\n');
  });

  it('gives a one-day event without an end the whole of that day', () => {
    const [vevent] = veventsOf(eventIcs({ ...twoDays, end: null }, options) ?? '');
    const event = new ICAL.Event(vevent);
    expect([event.startDate.toString(), event.endDate.toString()]).toEqual(['2026-12-05', '2026-12-06']);
  });

  it('gives a timed event in Asia/Manila, with the zone it names', () => {
    const text = eventIcs(timed, options) ?? '';
    const calendar = new ICAL.Component(ICAL.parse(text));
    const zone = calendar.getFirstSubcomponent('vtimezone');
    expect(zone?.getFirstPropertyValue('tzid')).toBe('Asia/Manila');
    ICAL.TimezoneService.register(zone as ICAL.Component);
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') as ICAL.Component);
    expect(text).toContain('DTSTART;TZID=Asia/Manila:20261207T053000\r\n');
    expect(event.startDate.zone?.tzid).toBe('Asia/Manila');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-06T21:30:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-07T05:00:00.000Z');
    ICAL.TimezoneService.reset();
  });

  it('round-trips a title and details with a comma, a semicolon and an ñ', () => {
    const text = eventIcs(timed, options) ?? '';
    expect(text).toContain('SUMMARY:Piñas Fondo\\, 100 km\\; the long one\r\n');
    const event = new ICAL.Event(veventsOf(text)[0]);
    expect(event.summary).toBe('Piñas Fondo, 100 km; the long one');
    expect(event.description).toBe('Start at the fountain; bring lights, water\nhttps://fondo.example/');
    expect(event.location).toBe('Quezon City, Philippines');
  });

  it('ends every line with CRLF and folds lines at 75 octets, also inside an ñ-heavy title', () => {
    const long = { ...twoDays, name: `Sample ${'Piñas '.repeat(30)}Ride` };
    const text = eventIcs(long, options) ?? '';
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(new ICAL.Event(veventsOf(text)[0]).summary).toBe(long.name);
  });

  it('keeps the same UID from build to build, at the site host', () => {
    const uid = (stamp: Date) => veventsOf(eventIcs(twoDays, { ...options, stamp }) ?? '')[0]?.getFirstPropertyValue('uid');
    expect(uid(new Date('2026-11-25T00:00:00Z'))).toBe('sample-festival@padyak.example');
    expect(uid(new Date('2027-01-01T00:00:00Z'))).toBe('sample-festival@padyak.example');
  });

  it('is not written for an event without a date', () => {
    expect(eventIcs(base, options)).toBeNull();
  });
});

describe('the events feed', () => {
  const past: CalendarEvent = { ...twoDays, key: 'sample-past', name: 'Sample Past Ride', start: '2026-10-01', end: null };

  it('lists the upcoming dated events, soonest first, and leaves out past and undated ones', () => {
    const text = eventsFeed([timed, base, past, twoDays], { ...options, name: 'Padyak Hub events', today: '2026-11-25' });
    const summaries = veventsOf(text).map((vevent) => new ICAL.Event(vevent).summary);
    expect(summaries).toEqual(['Sample Festival', 'Piñas Fondo, 100 km; the long one']);
    expect(new ICAL.Component(ICAL.parse(text)).getFirstPropertyValue('x-wr-calname')).toBe('Padyak Hub events');
  });

  it('is a valid calendar with a component even when no event is to come', () => {
    const text = eventsFeed([base, past], { ...options, name: 'Padyak Hub events', today: '2026-11-25' });
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getAllSubcomponents('vevent')).toEqual([]);
    expect(calendar.getAllSubcomponents().map((component) => component.name)).toEqual(['vtimezone']);
    expect(text.endsWith('END:VTIMEZONE\r\nEND:VCALENDAR\r\n')).toBe(true);
  });

  it('keeps an event until its last day is over', () => {
    expect(upcomingEvents([twoDays], '2026-12-06').map((event) => event.key)).toEqual(['sample-festival']);
    expect(upcomingEvents([twoDays], '2026-12-07')).toEqual([]);
  });
});

/** The calendar's content lines, unfolded (RFC 5545 section 3.1). */
const contentLines = (text: string) =>
  text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);

// NAME (RFC 7986) and X-WR-CALNAME are TEXT; ical.js does not know them, so it is told, to read them back as a client does.
ICAL.design.defaultSet.property.name = { defaultType: 'text' };
ICAL.design.defaultSet.property['x-wr-calname'] = { defaultType: 'text' };

describe("the calendar's name (NAME, X-WR-CALNAME)", () => {
  it.each([
    ['Sample; Ride', 'Sample\\; Ride', 'Sample; Ride'],
    ['Sample, Ride', 'Sample\\, Ride', 'Sample, Ride'],
    ['Sample \\ Ride', 'Sample \\\\ Ride', 'Sample \\ Ride'],
    ['Sample\\nRide', 'Sample\\\\nRide', 'Sample\\nRide'],
    ['Sample\r\nX-INJECTED:yes', 'Sample X-INJECTED:yes', 'Sample X-INJECTED:yes'],
  ])('escapes %j as TEXT, in an event file and in the feed', (name, written, read) => {
    for (const text of [eventIcs({ ...twoDays, name }, options) ?? '', eventsFeed([twoDays], { ...options, name, today: '2026-11-25' })]) {
      const lines = contentLines(text);
      expect(lines).toContain(`NAME:${written}`);
      expect(lines).toContain(`X-WR-CALNAME:${written}`);
      const calendar = new ICAL.Component(ICAL.parse(text));
      expect([calendar.getFirstPropertyValue('name'), calendar.getFirstPropertyValue('x-wr-calname')]).toEqual([read, read]);
      expect(lines.filter((line) => line.startsWith('X-INJECTED'))).toEqual([]);
    }
  });
});

describe('a text with control characters, from any field', () => {
  const INJECTIONS = [
    '\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:injected@padyak.example\r\nSUMMARY:Injected',
    '\nX-INJECTED:yes',
    '\rX-INJECTED:yes',
    '\u0000\u0007\u001b\u007f\u0085\u2028X-INJECTED:yes',
  ];
  const FIELDS: [string, (payload: string) => CalendarEvent][] = [
    ['name', (payload) => ({ ...timed, name: `Sample${payload}` })],
    ['details', (payload) => ({ ...timed, details: `Meet early${payload}` })],
    ['link', (payload) => ({ ...timed, link: `https://fondo.example/${payload}` })],
    ['place', (payload) => ({ ...timed, place: { location: `Quezon City${payload}`, province: `Metro${payload}` } })],
  ];
  const cases = FIELDS.flatMap(([field, make]) => INJECTIONS.map((payload) => [field, JSON.stringify(payload), make(payload)] as const));

  it.each(cases)('in the %s (%s) adds no property and no event', (_, __, event) => {
    for (const text of [eventIcs(event, options) ?? '', eventsFeed([event], { ...options, name: 'Padyak Hub events', today: '2026-11-25' })]) {
      // Only CRLF line ends are left: no other control character anywhere in the file.
      expect(text.replace(/\r\n/g, '')).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
      const lines = contentLines(text);
      expect(lines.filter((line) => /^(BEGIN|END):VEVENT$/.test(line))).toEqual(['BEGIN:VEVENT', 'END:VEVENT']);
      expect(lines.filter((line) => /^(UID|X-INJECTED|SUMMARY:Injected)/.test(line))).toEqual(['UID:sample-fondo@padyak.example']);
      const vevents = veventsOf(text);
      expect(vevents).toHaveLength(1);
      expect(vevents[0]?.getAllProperties().map((property) => property.name)).toEqual(
        veventsOf(eventIcs(timed, options) ?? '')[0]
          ?.getAllProperties()
          .map((property) => property.name),
      );
    }
  });
});

describe('a date a calendar file cannot hold', () => {
  const refusal = (event: CalendarEvent) => {
    try {
      eventIcs(event, options);
    } catch (error) {
      return error;
    }
    return null;
  };

  it.each([
    ['an all-day start in 9999', { ...twoDays, start: '9999-12-31', end: null }, "its start '9999-12-31' is in a year a calendar file cannot hold (1000 to 9998)"],
    ['an all-day end in 9999', { ...twoDays, start: '9998-12-30', end: '9999-01-01' }, "its end '9999-01-01' is in a year a calendar file cannot hold (1000 to 9998)"],
    [
      'a timed start in 10000',
      { ...timed, start: '10000-01-01T07:00:00+08:00', end: null },
      "its start '10000-01-01T07:00:00+08:00' is not a date the calendar reads (2026-12-07T07:00:00+08:00)",
    ],
    [
      'a timed end in 9999',
      { ...timed, end: '9999-01-01T13:00:00+08:00' },
      "its end '9999-01-01T13:00:00+08:00' is in a year a calendar file cannot hold (1000 to 9998)",
    ],
    ['a start before 1000', { ...twoDays, start: '0999-12-05', end: null }, "its start '0999-12-05' is in a year a calendar file cannot hold (1000 to 9998)"],
    [
      'a key that is not a slug',
      { ...twoDays, key: '../sample\r\nX-INJECTED:yes' },
      "its key '../sample X-INJECTED:yes' is not made of lowercase letters, digits and hyphens",
    ],
  ])('refuses %s with a sentence naming the event', (_, event, reason) => {
    expect(refusal(event)).toEqual(new CalendarRefusal(`The calendar file of the event '${event.name}' cannot be written: ${reason}; correct it in data/events.csv.`));
  });

  it('refuses such an event in the feed too', () => {
    const feed = (event: CalendarEvent) => () => eventsFeed([twoDays, event], { ...options, name: 'Padyak Hub events', today: '2026-11-25' });
    expect(feed({ ...timed, end: '9999-01-01T13:00:00+08:00' })).toThrow(
      "The calendar file of the event 'Piñas Fondo, 100 km; the long one' cannot be written: its end '9999-01-01T13:00:00+08:00' is in a year",
    );
    expect(feed({ ...twoDays, key: 'Sample Festival' })).toThrow(CalendarRefusal);
  });

  it('writes the last day it can hold, 31 December 9998, with an 8-digit exclusive end', () => {
    const text = eventIcs({ ...twoDays, start: '9998-12-31', end: null }, options) ?? '';
    expect(contentLines(text)).toEqual(expect.arrayContaining(['DTSTART;VALUE=DATE:99981231', 'DTEND;VALUE=DATE:99990101']));
    expect(new ICAL.Event(veventsOf(text)[0]).endDate.toString()).toBe('9999-01-01');
  });
});
