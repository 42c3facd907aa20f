/**
 * events.csv's start, end, place and details columns: how an editor's dates are read (the way
 * Google Sheets and Excel show them), what the report says about each, and what the site gets.
 * "Today" is fixed (ReadContext.today), so "more than two years away" does not move with the clock.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadPlaceTable, type FileProbe, type ReadContext } from '../../../../src/pipeline';
import { eventSchema } from '../../../../src/pipeline/entities/schemas';
import { manilaToday } from '../../../../src/pipeline/detect/event-dates';
import { readEvents } from '../../../support/read-sheets';
import { issueLine } from '../../../../src/pipeline/rules/issue';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const probe: FileProbe = (relativePath) => (relativePath === 'images/poster.png' ? PNG : null);
const aliases = readFileSync(path.join(__dirname, '../../../../data/place-aliases.csv'), 'utf8');
const context: ReadContext = { probe, places: loadPlaceTable(aliases).table, today: '2026-11-25' };

const HEADER = 'name,image,link,start,end,place,details';

/** One event row with these start, end, place and details cells (CSV-quoted). */
function readRow(start: string, end = '', place = '', details = '', today = '2026-11-25') {
  const quote = (cell: string) => `"${cell.replace(/"/g, '""')}"`;
  const text = `${HEADER}\nSample Ride,images/poster.png,https://ride.example/,${[start, end, place, details].map(quote).join(',')}\n`;
  const { events, log } = readEvents(text, { ...context, today });
  return {
    event: events[0],
    events,
    issues: log.issues.map((issue) => ({ rule: issue.rule, severity: issue.severity, column: issue.column, message: issueLine(issue), expected: issue.expected })),
    log,
  };
}

describe('a start date typed the way a spreadsheet shows it', () => {
  it.each([
    ['2026-12-07', '2026-12-07'],
    ['Dec 7, 2026', '2026-12-07'],
    ['December 7, 2026', '2026-12-07'],
    ['7 December 2026', '2026-12-07'],
    ['7 Dec 2026', '2026-12-07'],
    ['7-Dec-2026', '2026-12-07'],
    ['Monday, December 7, 2026', '2026-12-07'],
    ['2026/12/07', '2026-12-07'],
    ['25/12/2026', '2026-12-25'],
    ['12/25/2026', '2026-12-25'],
    ['07/07/2026', '2026-07-07'],
  ])('reads %s as the day %s', (cell, day) => {
    const { event } = readRow(cell);
    expect(event).toMatchObject({ start: day, end: null, allDay: true });
  });

  it.each([
    ['Dec 7, 2026 7:00 AM', '2026-12-07T07:00:00+08:00'],
    ['Dec 7, 2026, 7:00 AM', '2026-12-07T07:00:00+08:00'],
    ['7 December 2026 07:00', '2026-12-07T07:00:00+08:00'],
    ['2026-12-07 07:00', '2026-12-07T07:00:00+08:00'],
    ['2026-12-07T19:30', '2026-12-07T19:30:00+08:00'],
    ['12/25/2026 7:00:00 PM', '2026-12-25T19:00:00+08:00'],
    ['25/12/2026 12:00 AM', '2026-12-25T00:00:00+08:00'],
    ['Dec 7, 2026 12:30 pm', '2026-12-07T12:30:00+08:00'],
    ['Dec 7, 2026 5 AM', '2026-12-07T05:00:00+08:00'],
  ])('reads %s as the Manila time %s', (cell, time) => {
    const { event } = readRow(cell);
    expect(event).toMatchObject({ start: time, allDay: false });
  });

  it('says how it read a date not already written as 2026-12-07, and writes that into the fixed sheet', () => {
    const { issues, log } = readRow('Dec 7, 2026 7:00 AM');
    expect(issues).toEqual([
      {
        rule: 'date-read-as',
        severity: 'fixed',
        column: 'start',
        expected: '2026-12-07 07:00',
        message: "events.csv row 2, column start: 'Dec 7, 2026 7:00 AM' was read as Monday 7 December 2026 at 7:00 a.m., Manila time; it is written '2026-12-07 07:00'.",
      },
    ]);
    expect(log.outcomes()[0]?.status).toBe('fixed');
  });

  it('says which way round it read an unambiguous day/month or month/day date', () => {
    expect(readRow('25/12/2026').issues[0]?.message).toContain('was read as Friday 25 December 2026 (day/month/year, as there is no month 25)');
    expect(readRow('12/25/2026').issues[0]?.message).toContain('was read as Friday 25 December 2026 (month/day/year, as there is no month 25)');
  });

  it("says how it read a two-digit year ('7-Dec-26', as Excel shows it)", () => {
    const { event, issues } = readRow('7-Dec-26');
    expect(event?.start).toBe('2026-12-07');
    expect(issues[0]?.message).toContain("the year '26' was read as 2026");
  });

  it('has nothing to say about a date already written 2026-12-07 or 2026-12-07 07:00', () => {
    expect(readRow('2026-12-07').issues).toEqual([]);
    expect(readRow('2026-12-07 07:00').issues).toEqual([]);
  });
});

describe('a date the check cannot be sure of', () => {
  it('asks for review of 07/12/2026 with both readings, and shows the event without a date', () => {
    const { event, issues, log } = readRow('07/12/2026');
    expect(event).toMatchObject({ name: 'Sample Ride', start: null, end: null });
    expect(log.outcomes()[0]?.status).toBe('kept');
    expect(issues).toEqual([
      expect.objectContaining({
        rule: 'date-ambiguous',
        severity: 'review',
        column: 'start',
        message:
          "events.csv row 2, column start: '07/12/2026' can be read two ways: Monday 7 December 2026 (day/month/year) or Sunday 12 July 2026 (month/day/year); write the one you mean as 2026-12-07 or 2026-07-12; until then the event is listed under 'Date to be announced'.",
      }),
    ]);
  });

  it('takes the reading a weekday written with it fits', () => {
    expect(readRow('Monday 07/12/2026').event?.start).toBe('2026-12-07');
    expect(readRow('Sunday 07/12/2026').event?.start).toBe('2026-07-12');
  });

  it.each([
    ['Dec 7', 'it has no year'],
    ['Dec 7-8, 2026', 'range of days'],
    ['Feb 30, 2026', 'February 2026 has no day 30'],
    ['Tuesday, December 7, 2026', 'is a Monday, not a Tuesday'],
    ['Dec 7, 2026 25:00', 'is not a time of day'],
    ['Dec 7, 2026 13:00 PM', 'is not an hour'],
    ['next Saturday', 'not a date the check can read'],
    ['13/13/2026', 'neither 13 nor 13 is a month'],
  ])("asks for review of '%s' (%s) and lists the event under 'Date to be announced'", (cell, reason) => {
    const { event, issues } = readRow(cell);
    expect(event).toMatchObject({ start: null, end: null });
    expect(issues).toEqual([expect.objectContaining({ rule: 'date-unreadable', severity: 'review', column: 'start' })]);
    expect(issues[0]?.message).toContain(reason);
    expect(issues[0]?.message).toContain('Date to be announced');
  });

  it('asks for review of a date more than two years from today, and still shows it', () => {
    const { event, issues } = readRow('2029-01-05');
    expect(event?.start).toBe('2029-01-05');
    expect(issues).toEqual([
      expect.objectContaining({
        rule: 'date-far-away',
        severity: 'review',
        message: "events.csv row 2, column start: '2029-01-05' (Friday 5 January 2029) is more than two years after today (2026-11-25); check the year.",
      }),
    ]);
    expect(readRow('2024-11-01').issues[0]).toMatchObject({ rule: 'date-far-away' });
    expect(readRow('2024-11-01').issues[0]?.message).toContain('more than two years before today');
  });

  it('counts the two years from the day it is told is today', () => {
    expect(readRow('2028-11-25').issues).toEqual([]);
    expect(readRow('2028-11-26').issues.map((issue) => issue.rule)).toEqual(['date-far-away']);
    expect(readRow('2028-11-26', '', '', '', '2027-01-01').issues).toEqual([]);
  });

  it("counts from Manila's date: 20:00 UTC on 25 November is already 26 November there", () => {
    expect(manilaToday(new Date('2026-11-25T15:59:00Z'))).toBe('2026-11-25');
    expect(manilaToday(new Date('2026-11-25T16:00:00Z'))).toBe('2026-11-26');
  });
});

describe('an end date', () => {
  it('gives a two-day event its last day, inclusive', () => {
    expect(readRow('Dec 5, 2026', 'Dec 6, 2026').event).toMatchObject({ start: '2026-12-05', end: '2026-12-06', allDay: true });
  });

  it('gives a timed event its end time', () => {
    expect(readRow('Dec 5, 2026 6:00 AM', 'Dec 5, 2026 11:30 AM').event).toMatchObject({
      start: '2026-12-05T06:00:00+08:00',
      end: '2026-12-05T11:30:00+08:00',
      allDay: false,
    });
  });

  it('refuses an event whose end comes before its start, naming both', () => {
    const { events, issues, log } = readRow('Dec 7, 2026', '2026-12-06');
    expect(events).toEqual([]);
    expect(log.outcomes()[0]?.status).toBe('rejected');
    expect(issues.find((issue) => issue.rule === 'date-end-before-start')).toEqual(
      expect.objectContaining({
        severity: 'error',
        column: 'end',
        message:
          "events.csv row 2, column end: the end '2026-12-06' (Sunday 6 December 2026) comes before the start (Monday 7 December 2026); correct the start or the end.",
      }),
    );
  });

  it('refuses an end earlier in the same day than a timed start', () => {
    expect(readRow('2026-12-07 09:00', '2026-12-07 08:00').events).toEqual([]);
    expect(readRow('2026-12-07 09:00', '2026-12-07 09:00').events).toHaveLength(1);
    expect(readRow('2026-12-07 09:00', '2026-12-07').events).toHaveLength(1);
  });

  it('leaves out an end without a start, for review', () => {
    const { event, issues } = readRow('', '2026-12-07');
    expect(event).toMatchObject({ start: null, end: null });
    expect(issues).toEqual([expect.objectContaining({ rule: 'date-end-without-start', severity: 'review', column: 'end' })]);
  });

  it('leaves out the end when the start could not be read', () => {
    const { event, issues } = readRow('07/12/2026', '2026-12-08');
    expect(event).toMatchObject({ start: null, end: null });
    expect(issues.map((issue) => issue.rule)).toEqual(['date-ambiguous', 'date-end-without-start']);
  });

  it('shows the whole days when only one of start and end has a time, and says so', () => {
    const { event, issues } = readRow('Dec 5, 2026 6:00 AM', 'Dec 6, 2026');
    expect(event).toMatchObject({ start: '2026-12-05', end: '2026-12-06', allDay: true });
    expect(issues.map((issue) => issue.rule)).toEqual(['date-read-as', 'date-read-as', 'date-time-missing']);
  });

  it('gives both readings of an ambiguous end and keeps the start', () => {
    const { event, issues } = readRow('2026-12-05', '06/12/2026');
    expect(event).toMatchObject({ start: '2026-12-05', end: null });
    expect(issues[0]).toMatchObject({ rule: 'date-ambiguous', column: 'end' });
    expect(issues[0]?.message).toContain('until then the event has no end date');
  });
});

describe('the place and details', () => {
  it("reads the place against the place table like a shop's location", () => {
    const { event, issues } = readRow('2026-12-07', '', 'QC', 'Meet at the fountain, 5:30 AM');
    expect(event).toMatchObject({
      place: { location: 'Quezon City', city: 'Quezon City', province: null, region: 'National Capital Region (NCR)' },
      details: 'Meet at the fountain, 5:30 AM',
    });
    expect(issues).toEqual([expect.objectContaining({ rule: 'location-read-as', column: 'place', severity: 'fixed' })]);
  });

  it('asks for review of an unknown place with a suggestion, and keeps it as written', () => {
    const { event, issues } = readRow('', '', 'Quezon Cty');
    expect(event?.place).toEqual({ location: 'Quezon Cty', city: null, province: null, region: '' });
    expect(issues[0]).toMatchObject({ rule: 'location-unknown', column: 'place', severity: 'review' });
    expect(issues[0]?.message).toContain("did you mean 'Quezon City'");
  });

  it('reads a province as the place', () => {
    expect(readRow('', '', 'Bohol').event?.place).toEqual({ location: 'Bohol', city: null, province: 'Bohol', region: expect.stringContaining('Central Visayas') });
  });

  it('folds a details cell with line breaks into one line', () => {
    expect(readRow('', '', '', 'Line one\nline two').event?.details).toBe('Line one line two');
  });
});

describe('an events sheet', () => {
  it('without the new columns still passes, each event without a date', () => {
    const { events, log } = readEvents('name,image,link\nSample Ride,images/poster.png,https://ride.example/\n', context);
    expect(log.issues).toEqual([]);
    expect(events).toEqual([
      {
        id: 'sample-ride',
        name: 'Sample Ride',
        image: { kind: 'local', file: 'images/poster.png' },
        link: 'https://ride.example/',
        start: null,
        end: null,
        allDay: true,
        place: null,
        details: null,
        sourceRow: 2,
      },
    ]);
  });

  it('takes the usual spreadsheet names for the columns (Date, End date, Location, Description)', () => {
    const { events, log } = readEvents(
      'Name,Image,Link,Date,End date,Location,Description\nSample Ride,images/poster.png,https://ride.example/,2026-12-05,2026-12-06,Bohol,Loop\n',
      context,
    );
    expect(log.issues).toEqual([]);
    expect(events[0]).toMatchObject({ start: '2026-12-05', end: '2026-12-06', place: { location: 'Bohol' }, details: 'Loop' });
  });

  it('keeps two editions of one ride on different days, and merges the same row given twice', () => {
    const row = (start: string) => `Sample Ride,images/poster.png,https://ride.example/,${start}`;
    const { events, log } = readEvents(`name,image,link,start\n${row('2026-12-05')}\n${row('2027-12-04')}\n${row('2026-12-05')}\n`, context);
    expect(events.map((event) => [event.id, event.start])).toEqual([
      ['sample-ride-2026', '2026-12-05'],
      ['sample-ride-2027', '2027-12-04'],
    ]);
    expect(log.outcomes().map((outcome) => outcome.status)).toEqual(['kept', 'kept', 'merged']);
  });

  it('gives the site only entities its schema accepts', () => {
    for (const [start, end, place] of [
      ['2026-12-07', '', ''],
      ['Dec 7, 2026 7:00 AM', 'Dec 7, 2026 5:00 PM', 'Pasig'],
      ['', '', 'Quezon Cty'],
    ] as const) {
      const { event } = readRow(start, end, place);
      expect(eventSchema.safeParse(event).success).toBe(true);
    }
  });
});

describe('a start written with a time zone', () => {
  it.each([
    ['2027-03-21T07:00:00Z', '2027-03-21T15:00:00+08:00', '2027-03-21 15:00', 'in UTC, 8 hours behind Manila'],
    ['2027-03-21T07:00:00.000Z', '2027-03-21T15:00:00+08:00', '2027-03-21 15:00', 'in UTC, 8 hours behind Manila'],
    ['2027-03-21T07:00+08:00', '2027-03-21T07:00:00+08:00', '2027-03-21 07:00', 'in UTC+08:00, which is Manila time'],
    ['2027-03-21T07:00:00+08:00', '2027-03-21T07:00:00+08:00', '2027-03-21 07:00', 'in UTC+08:00, which is Manila time'],
    ['2027-03-21T20:30:00Z', '2027-03-22T04:30:00+08:00', '2027-03-22 04:30', 'in UTC, 8 hours behind Manila'],
    ['2027-03-21 07:00 UTC', '2027-03-21T15:00:00+08:00', '2027-03-21 15:00', 'in UTC, 8 hours behind Manila'],
    ['Mar 21, 2027 7:00 AM GMT+8', '2027-03-21T07:00:00+08:00', '2027-03-21 07:00', 'in UTC+08:00, which is Manila time'],
    ['2027-03-21T07:00-05:00', '2027-03-21T20:00:00+08:00', '2027-03-21 20:00', 'in UTC-05:00, 13 hours behind Manila'],
    ['2027-03-21 07:00 +0530', '2027-03-21T09:30:00+08:00', '2027-03-21 09:30', 'in UTC+05:30, 2 hours 30 minutes behind Manila'],
    ['2027-03-21T07:00+09:00', '2027-03-21T06:00:00+08:00', '2027-03-21 06:00', 'in UTC+09:00, 1 hour ahead of Manila'],
  ])('reads %s as the same moment in Manila, %s, and says how', (cell, manila, written, how) => {
    const { event, issues } = readRow(cell);
    expect(event).toMatchObject({ start: manila, allDay: false });
    expect(issues).toEqual([expect.objectContaining({ rule: 'date-read-as', severity: 'fixed', column: 'start', expected: written })]);
    expect(issues[0]?.message).toContain(`Manila time (the cell gives the time ${how})`);
  });

  it.each([
    ['2027-03-21T07:00+25:00', "'+25:00' is not a time zone: an offset from UTC runs from -12:00 to +14:00"],
    ['2027-03-21Z', "after the date '2027-03-21' comes 'Z', which is not a time the check can read"],
    ['2027-03-21T07:00 PHT', "'PHT' after the time is not a time zone the check reads"],
    ['2027-03-21 07:00-10:00', 'it looks like a range of times'],
    ['2027-03-21T07:00:30Z', 'the time has seconds'],
  ])("refuses '%s' with a sentence that says what is wrong (%s), not 'a range of days'", (cell, reason) => {
    const { event, issues } = readRow(cell);
    expect(event).toMatchObject({ start: null });
    expect(issues).toEqual([expect.objectContaining({ rule: 'date-unreadable', severity: 'review', column: 'start' })]);
    expect(issues[0]?.message).toContain(reason);
    expect(issues[0]?.message).not.toContain('range of days');
  });

  it('still says a range of days in one cell is one', () => {
    expect(readRow('2026-12-07 to 2026-12-08').issues[0]?.message).toContain('it looks like a range of days');
  });
});

describe('a year a calendar file cannot hold', () => {
  it.each([
    ['9999-12-31', 'the year 9999'],
    ['Dec 31, 9999', 'the year 9999'],
    ['9999-01-01 07:00', 'the year 9999'],
    ['9998-12-31T20:00:00Z', 'the year 9999'],
    ['0999-06-01', 'the year 999'],
  ])("refuses the start '%s' with a sentence, and lists the event under 'Date to be announced'", (cell, year) => {
    const { event, issues } = readRow(cell);
    expect(event).toMatchObject({ start: null, end: null });
    expect(issues).toEqual([expect.objectContaining({ rule: 'date-unreadable', severity: 'review', column: 'start' })]);
    expect(issues[0]?.message).toBe(
      `events.csv row 2, column start: '${cell}' cannot be read as a date: ${year} is not one a calendar file can hold (1000 to 9998); check the year; until it is corrected the event is listed under 'Date to be announced'.`,
    );
  });

  it('refuses such an end and keeps the start', () => {
    const { event, issues } = readRow('2026-12-30', '9999-01-02');
    expect(event).toMatchObject({ start: '2026-12-30', end: null });
    expect(issues).toEqual([expect.objectContaining({ rule: 'date-unreadable', column: 'end' })]);
    expect(issues[0]?.message).toContain('the year 9999 is not one a calendar file can hold');
  });

  it('reads the last year a calendar holds, 9998 (a day after its last day is still 8 digits)', () => {
    expect(readRow('9998-12-31').event?.start).toBe('9998-12-31');
  });
});

describe("an event's key (its .ics address, its calendar UID, its report page)", () => {
  const row = (name: string, start = '') => `${name},images/poster.png,https://${name.toLowerCase().replace(/[^a-z]+/g, '')}.example/,${start}`;
  const read = (...rows: string[]) => readEvents(`name,image,link,start\n${rows.join('\n')}\n`, context);
  const keys = (...rows: string[]) => Object.fromEntries(read(...rows).events.map((event) => [`${event.name} ${event.start ?? ''}`.trim(), event.id]));

  it.each([
    ['an event without a date', row('Sample Ride'), 'sample-ride'],
    ['a dated event', row('Sample Ride', '2027-03-21'), 'sample-ride-2027'],
    ['a timed event', row('Sample Ride', '2027-03-21 07:00'), 'sample-ride-2027'],
    ['a name that already ends with its year', row('Sample Ride 2027', '2027-03-21'), 'sample-ride-2027'],
    ["a start whose year is Manila's, not the zone's", row('Sample Ride', '2027-12-31T20:00:00Z'), 'sample-ride-2028'],
  ])('is the name and the start year: %s', (_, text, key) => {
    expect(read(text).events.map((event) => event.id)).toEqual([key]);
  });

  it('does not change when another edition of the ride is added before or after it, or removed', () => {
    const first = row('Sample Ride', '2027-03-21');
    const second = row('Sample Ride', '2028-03-19');
    const alone = keys(first);
    expect(alone).toEqual({ 'Sample Ride 2027-03-21': 'sample-ride-2027' });
    expect(keys(second, first)).toEqual({ ...alone, 'Sample Ride 2028-03-19': 'sample-ride-2028' });
    expect(keys(first, second)).toEqual(keys(second, first));
    expect(keys(row('Sample Ride'), first)).toEqual({ ...alone, 'Sample Ride': 'sample-ride' });
  });

  it.each([
    [
      'the same name twice in one year',
      [row('Sample Ride', '2027-03-21'), row('Sample Ride', '2027-11-07')],
      "'Sample Ride' starts in 2027, as does row 3 ('Sample Ride'), and their names make the same address",
      'sample-ride-2027',
    ],
    [
      'names that make the same address',
      [row('Sample Ride', '2027-03-21'), row('Sample-Ride!', '2027-11-07')],
      "'Sample Ride' starts in 2027, as does row 3 ('Sample-Ride!'), and their names make the same address",
      'sample-ride-2027',
    ],
    [
      'a name with its year and one without',
      [row('Sample Ride 2027', '2027-03-21'), row('Sample Ride', '2027-11-07')],
      "'Sample Ride 2027' starts in 2027, as does row 3 ('Sample Ride'), and their names make the same address",
      'sample-ride-2027',
    ],
    [
      'an undated name with a year and a dated one without',
      [row('Sample Ride 2027'), row('Sample Ride', '2027-11-07')],
      "'Sample Ride 2027' and row 3 ('Sample Ride') would have the same address",
      'sample-ride-2027',
    ],
  ])('asks for distinct names when two rows still share one (%s): both are rejected, the rest kept', (_, rows, says, key) => {
    const { events, log } = read(...rows, row('Sample Other Ride', '2027-05-02'));
    expect(events.map((event) => event.id)).toEqual(['sample-other-ride-2027']);
    expect(log.outcomes().map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'kept']);
    const found = log.issues.filter((issue) => issue.rule === 'event-same-name-year');
    expect(found.map((issue) => [issue.row, issue.column, issue.severity])).toEqual([
      [2, 'name', 'error'],
      [3, 'name', 'error'],
    ]);
    expect(issueLine(found[0]!)).toBe(
      `events.csv row 2, column name: ${says} (${key}): an event's address and calendar file are made of its name and its start's year; give each event a name of its own (with the month or the edition in it, say), so that neither address changes when the other row is added or removed.`,
    );
  });
});
