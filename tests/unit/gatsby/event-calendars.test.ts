/** The build writes each dated event's .ics and the feed into public/, from the Event nodes. */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ICAL from 'ical.js';
import { writeEventCalendars } from '../../../src/gatsby/event-calendars';

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
