import { clockLabel, openLabel } from '../../../src/lib/hours-words';
import { decodeWeek, encodeWeek, manilaClock, openState, type Holiday, type WeeklyHours } from '../../../src/lib/weekly-hours';

/** An instant given as Manila wall-clock time ('2026-12-01T09:00'). */
const manila = (wallClock: string) => Date.parse(`${wallClock}:00+08:00`);

const NINE_TO_SIX = [540, 1080];
/** Mo-Sa 09:00-18:00; Su off; PH off */
const weekdays: WeeklyHours = { days: [NINE_TO_SIX, NINE_TO_SIX, NINE_TO_SIX, NINE_TO_SIX, NINE_TO_SIX, NINE_TO_SIX, []], holidaysOff: true };
/** Mo-Fr 08:00-12:00,13:00-17:00 (a lunch break); no PH rule */
const lunchBreak: WeeklyHours = { days: [...Array(5).fill([480, 720, 780, 1020]), [], []], holidaysOff: false };
/** 24/7 */
const always: WeeklyHours = { days: Array(7).fill([0, 1440]), holidaysOff: false };
/** Fr 18:00-24:00; Sa 00:00-02:00 (a late Friday, written as two days) */
const lateFriday: WeeklyHours = { days: [[], [], [], [], [1080, 1440], [0, 120], []], holidaysOff: false };

const holidays: Holiday[] = [
  { date: '2026-12-25', name: 'Christmas Day' },
  { date: '2026-12-30', name: 'Rizal Day' },
];

describe('manilaClock', () => {
  it.each([
    ['2026-12-01T01:30:00Z', { date: '2026-12-01', day: 1, minutes: 570 }],
    // 16:30 UTC on Monday is 00:30 Tuesday in Manila
    ['2026-11-30T16:30:00Z', { date: '2026-12-01', day: 1, minutes: 30 }],
    ['2026-12-06T15:59:00Z', { date: '2026-12-06', day: 6, minutes: 1439 }],
  ])('%s is %o in Manila', (instant, expected) => {
    expect(manilaClock(Date.parse(instant))).toEqual(expected);
  });
});

describe('the label a visitor reads', () => {
  it.each<[string, WeeklyHours, string, string]>([
    ['a weekday morning', weekdays, '2026-12-01T09:30', 'Open now · closes 6:00 PM'],
    ['a minute before closing', weekdays, '2026-12-01T17:59', 'Closes in 1 minute'],
    ['twenty minutes before closing', weekdays, '2026-12-01T17:40', 'Closes in 20 minutes'],
    ['an hour before closing', weekdays, '2026-12-01T17:00', 'Closes in 60 minutes'],
    ['closing time itself', weekdays, '2026-12-01T18:00', 'Closed · opens Wed 9:00 AM'],
    ['before opening', weekdays, '2026-12-01T07:15', 'Closed · opens 9:00 AM'],
    ['a Sunday', weekdays, '2026-12-06T11:00', 'Closed · opens Mon 9:00 AM'],
    ['Christmas Day', weekdays, '2026-12-25T11:00', 'Closed today (Christmas Day)'],
    ['the evening before a holiday', weekdays, '2026-12-29T19:00', 'Closed · opens Thu 9:00 AM'],
    ['a holiday for a shop that opens on holidays', lunchBreak, '2026-12-25T09:00', 'Open now · closes 12:00 PM'],
    ['the lunch break', lunchBreak, '2026-12-01T12:30', 'Closed · opens 1:00 PM'],
    ['after lunch', lunchBreak, '2026-12-01T13:00', 'Open now · closes 5:00 PM'],
    ['a Friday evening into Saturday', lateFriday, '2026-12-04T20:00', 'Open now · closes 2:00 AM'],
    ['after midnight on Saturday', lateFriday, '2026-12-05T01:30', 'Closes in 30 minutes'],
    ['any time for a shop always open', always, '2026-12-03T03:00', 'Open 24 hours'],
  ])('on %s', (_when, hours, wallClock, label) => {
    expect(openLabel(openState(hours, holidays, manila(wallClock)))).toBe(label);
  });

  it('says only "Closed" for hours that never open', () => {
    expect(openLabel(openState({ days: Array(7).fill([]), holidaysOff: false }, [], manila('2026-12-01T10:00')))).toBe('Closed');
  });

  it('changes as the clock passes closing time', () => {
    const before = openState(weekdays, holidays, manila('2026-12-01T17:59'));
    const after = openState(weekdays, holidays, manila('2026-12-01T18:00'));
    expect(before.kind).toBe('open');
    expect(after.kind).toBe('closed');
  });
});

describe('clockLabel', () => {
  it.each([
    [0, '12:00 AM'],
    [540, '9:00 AM'],
    [720, '12:00 PM'],
    [1110, '6:30 PM'],
    [1440, '12:00 AM'],
  ])('%i → %s', (minutes, label) => expect(clockLabel(minutes)).toBe(label));
});

describe('the hours a card carries', () => {
  it.each([weekdays, lunchBreak, always, lateFriday])('come back as they went: %o', (hours) => {
    expect(decodeWeek(encodeWeek(hours))).toEqual(hours);
  });

  it('are short', () => {
    expect(encodeWeek(weekdays)).toBe('540-1080|=|=|=|=|=||h');
    expect(encodeWeek(always)).toBe('0-1440|=|=|=|=|=|=|');
    expect(encodeWeek(lateFriday)).toBe('||||1080-1440|0-120||');
  });

  it.each(['', 'open', '1|2|3', '540-1080||||||', '540|||||||', '540-1500|||||||', 'a-b||||||||', '=|||||||'])('refuse %p', (text) => {
    expect(decodeWeek(text)).toBeNull();
  });
});
