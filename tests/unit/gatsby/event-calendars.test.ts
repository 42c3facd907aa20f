/** The build writes each dated event's .ics and the feed into public/, from the Event nodes. */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ICAL from 'ical.js';
import { calendarFilesIn, writeEventCalendars } from '../../../src/gatsby/event-calendars';
import { sourceNodesOf } from '../../support/source-nodes';

const NODES = [
  { key: 'sample-ride', name: 'Sample Ride', link: 'https://ride.example/', start: null, end: null, allDay: true, place: null, details: null },
  {
    key: 'sample-fondo',
    name: 'Sample Fondo',
    link: 'https://fondo.example/',
    start: '2099-12-05',
    end: '2099-12-06',
    allDay: true,
    place: { location: 'Bohol', province: 'Bohol' },
    details: null,
  },
];

describe('writeEventCalendars', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'padyak-ics-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('writes an .ics for each dated event and /events.ics, and none for an event without a date', async () => {
    const store = { getState: () => ({ program: { directory: root } }) };
    const args = { store, getNodesByType: () => NODES, reporter: { info: () => undefined } };
    await (writeEventCalendars as unknown as (a: typeof args) => unknown)(args);
    const one = readFileSync(path.join(root, 'public/events/sample-fondo.ics'), 'utf8');
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(one)).getFirstSubcomponent('vevent') as ICAL.Component);
    expect([event.summary, event.startDate.toString(), event.endDate.toString(), event.location]).toEqual([
      'Sample Fondo',
      '2099-12-05',
      '2099-12-07',
      'Bohol, Philippines',
    ]);
    expect(existsSync(path.join(root, 'public/events/sample-ride.ics'))).toBe(false);
    const feed = new ICAL.Component(ICAL.parse(readFileSync(path.join(root, 'public/events.ics'), 'utf8')));
    expect(feed.getAllSubcomponents('vevent').map((vevent) => vevent.getFirstPropertyValue('summary'))).toEqual(['Sample Fondo']);
  });
});

/**
 * Every .ics the build writes, as the build writes it: the build's own sourceNodes on a copy of
 * data/ (the real events, and fixture rows a hostile or careless editor might type), then the
 * build's own writeEventCalendars. A jest test rather than a check on a Gatsby build: the files
 * come from these two functions alone, this runs in seconds in npm test's jest stage, and the
 * real data has no dated event, so only fixture rows reach the dates. Each file must parse with
 * ical.js (a second parser, not the writer's library) and write every date in 8 digits.
 */
describe('every .ics the build writes', () => {
  const HOSTILE_ROWS = [
    // A year no calendar holds: the data check refuses the date, so it is not written at all.
    ['Sample Far Ride', '9999-12-31', ''],
    ['Sample Far End', '2026-12-30', '9999-01-02'],
    ['Sample Tiny Year', '0999-06-01', ''],
    // The last day a calendar holds: its exclusive end is 99990101.
    ['Sample Last Day', '9998-12-31', ''],
    // Times given with a zone, read in Manila.
    ['Sample Zulu Ride', '2027-03-21T20:00:00Z', '2027-03-21T23:00:00Z'],
    ['Sample Offset Ride', '2027-03-21T07:00+08:00', ''],
    // Two editions of one ride, and TEXT characters in a name.
    ['Sample Edition', '2027-03-21', ''],
    ['Sample Edition', '2028-03-19', ''],
    ['Sample; Ride, with \\ in it', '2027-05-02', ''],
  ];
  let dataDir = '';
  let root = '';
  const panicOnBuild = jest.fn();

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'padyak-ics-data-'));
    cpSync(path.resolve('data'), dataDir, { recursive: true });
    const [header = '', ...rows] = readFileSync(path.join(dataDir, 'events.csv'), 'utf8').trim().split('\n');
    expect(header).toBe('name,image,link');
    const poster = 'images/events/pruride-ph.png';
    const quote = (cell: string) => `"${cell.replace(/"/g, '""')}"`;
    const hostile = HOSTILE_ROWS.map(([name = '', start, end], index) =>
      [name, poster, `https://ride-${index}.example/`, start, end].map((cell) => quote(cell ?? '')).join(','),
    );
    writeFileSync(path.join(dataDir, 'events.csv'), [`${header},start,end`, ...rows.map((row) => `${row},,`), ...hostile].join('\n') + '\n');
    const nodes = (await sourceNodesOf(dataDir)).filter((node) => (node.internal as { type: string }).type === 'Event');
    root = mkdtempSync(path.join(tmpdir(), 'padyak-ics-'));
    const store = { getState: () => ({ program: { directory: root } }) };
    const args = { store, getNodesByType: () => nodes, reporter: { info: () => undefined, panicOnBuild } };
    await (writeEventCalendars as unknown as (a: typeof args) => unknown)(args);
  }, 120_000);

  afterAll(() => {
    for (const dir of [dataDir, root]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const written = () => calendarFilesIn(path.join(root, 'public'));
  const read = (file: string) => readFileSync(path.join(root, 'public', file), 'utf8');

  it('are the feed and one file per dated event, with the addresses of the name and year, and the build goes on', () => {
    expect(panicOnBuild).not.toHaveBeenCalled();
    expect(written().sort()).toEqual(
      [
        '/events.ics',
        '/events/sample-far-end-2026.ics',
        '/events/sample-last-day-9998.ics',
        '/events/sample-zulu-ride-2027.ics',
        '/events/sample-offset-ride-2027.ics',
        '/events/sample-edition-2027.ics',
        '/events/sample-edition-2028.ics',
        '/events/sample-ride-with-in-it-2027.ics',
      ].sort(),
    );
  });

  it('each parse with ical.js and write every date and time in 8 digits', () => {
    for (const file of written()) {
      const text = read(file);
      const calendar = new ICAL.Component(ICAL.parse(text));
      const components = [calendar, ...calendar.getAllSubcomponents().flatMap((component) => [component, ...component.getAllSubcomponents()])];
      const dates = components.flatMap((component) => component.getAllProperties().filter((property) => ['date', 'date-time'].includes(property.type)));
      expect(dates.length).toBeGreaterThan(0);
      // Every line of a date property, as written (unfolded), whatever ical.js made of it.
      const names = new Set(['DTSTART', 'DTEND', 'DTSTAMP', 'DUE', 'RECURRENCE-ID', 'EXDATE', 'RDATE', ...dates.map((property) => property.name.toUpperCase())]);
      const lines = text
        .replace(/\r\n[ \t]/g, '')
        .split('\r\n')
        .filter((line) => names.has(line.split(/[;:]/)[0] ?? ''));
      expect(lines.length).toBeGreaterThanOrEqual(dates.length);
      for (const line of lines) expect(`${file} ${line}`).toMatch(/^\S+ [A-Z-]+(;[^:]*)?:\d{8}(T\d{6}Z?)?$/);
    }
  });

  it('give a time written with a zone as the same moment, in Manila', () => {
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(read('/events/sample-zulu-ride-2027.ics'))).getFirstSubcomponent('vevent') as ICAL.Component);
    expect(read('/events/sample-zulu-ride-2027.ics')).toContain('DTSTART;TZID=Asia/Manila:20270322T040000\r\n');
    expect(event.summary).toBe('Sample Zulu Ride');
  });
});

describe('writeEventCalendars, given an event the calendar cannot hold', () => {
  it.each([
    ['a start in 9999', { start: '9999-12-31', end: null }],
    ['an end in 9999', { start: '2099-12-30', end: '9999-01-01' }],
  ])('(%s) stops the build with a sentence and writes no calendar file', async (_, dates) => {
    const root = mkdtempSync(path.join(tmpdir(), 'padyak-ics-'));
    try {
      const panicOnBuild = jest.fn();
      const nodes = [NODES[1], { ...NODES[1], key: 'sample-far-fondo', name: 'Sample Far Fondo', ...dates }];
      const args = { store: { getState: () => ({ program: { directory: root } }) }, getNodesByType: () => nodes, reporter: { info: () => undefined, panicOnBuild } };
      await (writeEventCalendars as unknown as (a: typeof args) => unknown)(args);
      expect(panicOnBuild).toHaveBeenCalledTimes(1);
      expect(panicOnBuild.mock.calls[0]?.[0]).toMatch(
        /^The calendar file of the event 'Sample Far Fondo' cannot be written: its (start|end) '9999-\d\d-\d\d' is in a year a calendar file cannot hold \(1000 to 9998\); correct it in data\/events\.csv\.$/,
      );
      expect(calendarFilesIn(path.join(root, 'public'))).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
