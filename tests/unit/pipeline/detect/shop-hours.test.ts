/** A shop's hours cell: what is read as it is, what is corrected, what is refused (with its sentence), and agreement with opening_hours. */
import OpeningHours from 'opening_hours';
import { normalizeHours, readHours, type WeeklyHours } from '../../../../src/pipeline/detect/shop-hours';
import { libraryHoursVerdict } from '../../../../src/pipeline/node/hours-library';

const OPEN_9_TO_6 = [540, 1080];

describe('an hours cell the site reads as written', () => {
  it.each<[string, WeeklyHours]>([
    ['Mo-Sa 09:00-18:00', { days: [...Array(6).fill(OPEN_9_TO_6), []], holidaysOff: false }],
    ['Mo-Sa 09:00-18:00; Su off; PH off', { days: [...Array(6).fill(OPEN_9_TO_6), []], holidaysOff: true }],
    ['Mo-Fr 08:00-12:00,13:00-17:00', { days: [...Array(5).fill([480, 720, 780, 1020]), [], []], holidaysOff: false }],
    ['Sa-Mo 10:00-14:00', { days: [[600, 840], [], [], [], [], [600, 840], [600, 840]], holidaysOff: false }],
    ['Mo,We,Fr 09:00-18:00', { days: [OPEN_9_TO_6, [], OPEN_9_TO_6, [], OPEN_9_TO_6, [], []], holidaysOff: false }],
    ['Mo-Fr 09:00-18:00; We off', { days: [OPEN_9_TO_6, OPEN_9_TO_6, [], OPEN_9_TO_6, OPEN_9_TO_6, [], []], holidaysOff: false }],
    ['Mo-Su 09:00-18:00; Su 10:00-12:00', { days: [...Array(6).fill(OPEN_9_TO_6), [600, 720]], holidaysOff: false }],
    ['Mo-Fr 16:00-24:00', { days: [...Array(5).fill([960, 1440]), [], []], holidaysOff: false }],
    ['09:00-18:00', { days: Array(7).fill(OPEN_9_TO_6), holidaysOff: false }],
    ['24/7', { days: Array(7).fill([0, 1440]), holidaysOff: false }],
  ])('%j', (cell, hours) => {
    expect(readHours(cell)).toEqual({ kind: 'read', value: cell, hours, corrected: false });
  });

  it('reads an empty cell as no hours', () => {
    expect(readHours('')).toEqual({ kind: 'empty' });
    expect(readHours('   ')).toEqual({ kind: 'empty' });
  });
});

describe('an hours cell written another way', () => {
  it.each([
    ['Mo-Sa 9am-6pm', 'Mo-Sa 09:00-18:00'],
    ['Mon-Sat 9:00 AM – 6:00 PM; Sunday closed; PH closed', 'Mo-Sa 09:00-18:00; Su off; PH off'],
    ['Monday to Friday 8am to 12pm', 'Mo-Fr 08:00-12:00'],
    ['Tue, Thu 9:30pm - 11pm', 'Tu,Th 21:30-23:00'],
    ['Mo 12am-12pm', 'Mo 00:00-12:00'],
    ['Mo-Fr 08:00-12:00, 13:00-17:00 ; Sa 9.30-12.00;', 'Mo-Fr 08:00-12:00,13:00-17:00; Sa 09:30-12:00'],
    ['mo-fr 9:00—18:00', 'Mo-Fr 09:00-18:00'],
  ])('%j is read as %j', (cell, value) => {
    expect(normalizeHours(cell)).toBe(value);
    const reading = readHours(cell);
    expect(reading).toMatchObject({ kind: 'read', value, corrected: true });
    expect(reading.kind === 'read' && reading.hours).toEqual((readHours(value) as { hours: WeeklyHours }).hours);
  });
});

describe('an hours cell the site refuses, with a sentence', () => {
  it.each([
    ['Mo-Fr 22:00-02:00', "'22:00-02:00' passes midnight, which the site cannot show; end it at 24:00 and write the hours after midnight on the next day"],
    ['Mo-Fr 09:00-12:00,11:00-14:00', "the times in '09:00-12:00,11:00-14:00' overlap; write them as separate ranges, such as 08:00-12:00,13:00-17:00, or as one"],
    ['PH 09:00-12:00', "'PH 09:00-12:00' gives public holidays hours of their own, which the site cannot show; write 'PH off' or leave public holidays out"],
    ['Mo 09:00-09:00', "'09:00-09:00' opens and closes at the same time; write the hours the shop is open"],
    ['Mo-Fr 09:00-25:00', "'09:00-25:00' is not a time range the site can read: times go from 00:00 to 24:00"],
    ['Jan-Mar Mo 09:00-12:00', /^'Jan-Mar Mo 09:00-12:00' is not in the form the site reads; write days \(Mo-Sa\), times \(09:00-18:00\) or 'off'/],
    ['week 1-53/2 Fr 09:00-12:00', /is not in the form the site reads/],
    ['sunrise-sunset', /^'sunrise-sunset' is not a time range the site can read; write days/],
    ['Mo-Fr 09:00-18:00 "by appointment"', /is not in the form the site reads/],
    ['Mo-Fr 09:00-18:00, Sa 10:00-12:00', /is not in the form the site reads/],
    ['Mo-Fr 9-6', /'9-6' is not a time range the site can read/],
  ])('%j', (cell, sentence) => {
    const reading = readHours(cell);
    expect(reading.kind).toBe('refused');
    expect(reading.kind === 'refused' && reading.reason).toMatch(sentence);
  });
});

describe('the opening_hours library (Node only)', () => {
  it('agrees with every value the site reads as written, without a warning', () => {
    for (const cell of ['Mo-Sa 09:00-18:00', 'Mo-Fr 08:00-12:00,13:00-17:00', 'Sa-Mo 10:00-14:00', '24/7'])
      expect(libraryHoursVerdict(cell)).toEqual({ refused: null, warnings: [] });
  });

  it('says what it warns about, and why it refuses, in its own words', () => {
    expect(libraryHoursVerdict('Mo-Sa 9am-6pm').warnings.join(' ')).toMatch(/24 hours notation/);
    expect(libraryHoursVerdict('Mo-Fr 09:00-18:00; PH off').refused).toMatch(/Country code missing/);
    expect(libraryHoursVerdict('garbage').refused).toMatch(/Unexpected token/);
  });
});

/**
 * The weekly intervals against the library's own getState, every 15 minutes of a week. The library
 * reads a Date in the process's local time, so each Date is built with the Manila wall-clock time as
 * its local time (a week without a daylight saving change anywhere: 7 to 13 December 2026).
 */
describe('the weekly intervals agree with opening_hours.getState', () => {
  const openAt = (hours: WeeklyHours, day: number, minute: number) => {
    const ranges = hours.days[day] ?? [];
    for (let i = 0; i < ranges.length; i += 2) if (minute >= (ranges[i] as number) && minute < (ranges[i + 1] as number)) return true;
    return false;
  };

  it.each([
    'Mo-Sa 09:00-18:00; Su off',
    'Mo-Fr 08:00-12:00,13:00-17:00; Sa 09:00-12:00',
    'Sa-Mo 10:00-14:00',
    'Fr-Tu 07:30-11:45,16:15-24:00',
    'Mo-Su 09:00-18:00; We off; Su 10:00-12:00',
    'Mo,We,Fr 06:00-09:00',
    '24/7',
    'Mo-Sa 09:00-18:00; Su off; PH off',
  ])('%j', (cell) => {
    const reading = readHours(cell);
    if (reading.kind !== 'read') throw new Error(`${cell} was not read`);
    // The library has no Philippine holidays: `PH off` is left out of what it reads, as in the data check.
    const library = new OpeningHours(cell.replace(/; PH off$/, ''));
    const disagreements: string[] = [];
    for (let day = 0; day < 7; day++) {
      for (let minute = 0; minute < 1440; minute += 15) {
        const local = new Date(2026, 11, 7 + day, Math.floor(minute / 60), minute % 60);
        const weekday = (local.getDay() + 6) % 7;
        if (library.getState(local) !== openAt(reading.hours, weekday, minute)) disagreements.push(local.toString());
      }
    }
    expect(disagreements).toEqual([]);
  });
});
