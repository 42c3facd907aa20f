/** The public holidays the pages carry: date-holidays' PH public days for 13 months, and the editors' rows winning on their day. */
import Holidays from 'date-holidays';
import { publicHolidays } from '../../../../src/lib/node/ph-holidays';

describe('publicHolidays', () => {
  const list = publicHolidays('2026-11-29', []);

  it('has the regular holidays of the coming weeks under date-holidays’ names', () => {
    expect(list).toEqual(
      expect.arrayContaining([
        { date: '2026-11-30', name: 'Bonifacio Day' },
        { date: '2026-12-25', name: 'Christmas Day' },
        { date: '2026-12-30', name: 'Rizal Day' },
        { date: '2027-01-01', name: "New Year's Day" },
      ]),
    );
  });

  it("is date-holidays' PH public holidays from today for 13 months, sorted, and nothing else", () => {
    const library = new Holidays('PH');
    const expected = [2026, 2027]
      .flatMap((year) => library.getHolidays(year))
      .filter((holiday) => holiday.type === 'public')
      .map((holiday) => holiday.date.slice(0, 10))
      .filter((date) => date >= '2026-11-29' && date < '2027-12-29');
    expect(list.map((holiday) => holiday.date)).toEqual([...new Set(expected)].sort());
    expect(list.some((holiday) => holiday.date < '2026-11-29' || holiday.date >= '2027-12-29')).toBe(false);
  });

  it('adds the editors’ proclaimed days, and their name wins on a day date-holidays has too', () => {
    const withEditors = publicHolidays('2026-11-29', [
      { date: '2026-12-24', name: 'Christmas Eve' },
      { date: '2026-12-25', name: 'Pasko' },
      { date: '2026-01-02', name: 'Long past' },
    ]);
    expect(withEditors).toEqual(
      expect.arrayContaining([
        { date: '2026-12-24', name: 'Christmas Eve' },
        { date: '2026-12-25', name: 'Pasko' },
      ]),
    );
    expect(withEditors.filter((holiday) => holiday.date === '2026-12-25')).toHaveLength(1);
    expect(withEditors.map((holiday) => holiday.date)).not.toContain('2026-01-02');
    expect(withEditors.map((holiday) => holiday.date)).toEqual(withEditors.map((holiday) => holiday.date).sort());
  });

  it('counts 13 months from a month end into a shorter month', () => {
    const fromJanuary = publicHolidays('2027-01-31', []);
    expect((fromJanuary.at(-1)?.date ?? '') < '2028-03-01').toBe(true);
    expect(fromJanuary.map((holiday) => holiday.date)).toContain('2027-12-30');
  });
});
