/** data/holidays.csv: the editors' proclaimed days, read by their rules; a row the site cannot use is left out with a sentence. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readHolidays } from '../../../../src/pipeline/check/holidays';
import { holidaySchema } from '../../../../src/pipeline/entities/schemas';
import { runPipeline } from '../../../../src/pipeline/node';

describe('readHolidays', () => {
  it('reads each usable row as a day and its name, in file order', () => {
    const { holidays, log } = readHolidays('date,name\n2026-12-24,Christmas Eve\n2026-12-31,Last Day of the Year\n');
    expect(holidays).toEqual([
      { date: '2026-12-24', name: 'Christmas Eve' },
      { date: '2026-12-31', name: 'Last Day of the Year' },
    ]);
    expect(log.issues).toEqual([]);
    for (const holiday of holidays) expect(holidaySchema.parse(holiday)).toEqual(holiday);
  });

  it('reads a date written as a spreadsheet shows it, and says how (an auto-fix)', () => {
    const { holidays, log } = readHolidays('date,name\n"Dec 24, 2026",Christmas Eve\n');
    expect(holidays).toEqual([{ date: '2026-12-24', name: 'Christmas Eve' }]);
    expect(log.issues).toEqual([expect.objectContaining({ rule: 'date-read-as', severity: 'fixed', row: 2, column: 'date' })]);
  });

  it('leaves out a row without a readable day or a name, and a day given twice, each with a sentence naming the row', () => {
    const { holidays, log } = readHolidays(
      'date,name\nDec 24,Christmas Eve\n2026-12-31,\n2026-12-08,Feast of the Immaculate Conception\n2026-12-08,Immaculate Conception\n',
    );
    expect(holidays).toEqual([{ date: '2026-12-08', name: 'Feast of the Immaculate Conception' }]);
    expect(log.issues.map((issue) => [issue.rule, issue.row, issue.column, issue.severity])).toEqual([
      ['holiday-date-unreadable', 2, 'date', 'error'],
      ['holiday-name-required', 3, 'name', 'error'],
      ['holiday-date-duplicate', 5, 'date', 'error'],
    ]);
    expect(log.issues[2]?.sentence).toBe("2026-12-08 is already listed in row 4 ('Feast of the Immaculate Conception'); keep one row for the day and delete the other.");
    expect(log.outcomes().map((outcome) => [outcome.row, outcome.status])).toEqual([
      [2, 'rejected'],
      [3, 'rejected'],
      [4, 'kept'],
      [5, 'rejected'],
    ]);
  });
});

describe('data:check with holidays.csv', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'padyak-holidays-'));
    writeFileSync(path.join(dir, 'shops.csv'), 'name,location\nSample Shop,Pasig\n');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is optional: without it there are no editors’ days and no finding about the file', () => {
    const result = runPipeline({ dataDir: dir });
    expect(result.holidays).toEqual([]);
    expect(result.files.map((file) => file.file)).not.toContain('holidays.csv');
  });

  it('hands the usable rows on, and reports the others under the file’s name', () => {
    writeFileSync(path.join(dir, 'holidays.csv'), 'date,name\n2026-12-24,Christmas Eve\n2026-12-24 09:00,Half day\n');
    const result = runPipeline({ dataDir: dir });
    expect(result.holidays).toEqual([{ date: '2026-12-24', name: 'Christmas Eve' }]);
    expect(result.issues.filter((issue) => issue.file === 'holidays.csv').map((issue) => issue.rule)).toEqual(['holiday-date-unreadable']);
  });
});
