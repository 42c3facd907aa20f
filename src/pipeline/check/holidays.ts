/**
 * data/holidays.csv: the public holidays the government proclaims or moves, which date-holidays
 * cannot know ahead (columns `date`, `name`). Optional: without it the site knows only date-holidays'
 * days. A row the site cannot use is left out with a sentence; a day in it closes every shop
 * whose hours say `PH off`.
 */
import type { CsvColumnSpec } from '../format/csv';
import type { Holiday } from '../entities/schemas';
import { readHolidayDate } from '../detect/holiday-dates';
import { FileLog } from '../read/log';
import { readRecords } from '../read/read-cells';
import { dateReadAs } from '../rules/date-read-as';
import { holidayDateDuplicate } from '../rules/holiday-date-duplicate';
import { holidayDateUnreadable } from '../rules/holiday-date-unreadable';
import { holidayNameRequired } from '../rules/holiday-name-required';

export const HOLIDAYS_FILE = 'holidays.csv';
export const HOLIDAY_COLUMNS: CsvColumnSpec = { required: ['date', 'name'], optional: [] };

/** Reads holidays.csv's text: the usable rows, in file order, each day once. */
export function readHolidays(text: string, log = new FileLog(HOLIDAYS_FILE)): { holidays: Holiday[]; log: FileLog } {
  const holidays: Holiday[] = [];
  const records = readRecords(log, text, HOLIDAY_COLUMNS);
  if (records === null) return { holidays, log };
  const first = new Map<string, { row: number; name: string }>();
  for (const { row, cells } of records) {
    const [cell, name] = [cells.date ?? '', cells.name ?? ''];
    const reading = readHolidayDate(cell);
    const unreadable = log.run(holidayDateUnreadable, { row, column: 'date' }, cell);
    if (reading.status === 'read' && reading.how !== null) log.run(dateReadAs, { row, column: 'date' }, cell);
    const nameless = log.run(holidayNameRequired, { row, column: 'name' }, name);
    if (unreadable || nameless || reading.status !== 'read') continue;
    if (log.run(holidayDateDuplicate, { row, column: 'date' }, { date: reading.date, earlier: first.get(reading.date) })) continue;
    first.set(reading.date, { row, name });
    holidays.push({ date: reading.date, name });
  }
  return { holidays, log };
}
