/**
 * events.csv: one ride or race a row, shown by its poster, with when and where it is when the
 * sheet says so. A start or end is read as a date in Manila time (../event-dates); a place is
 * read against the place table the way a shop's location is. An event with no date the check
 * can read stays listed: its page says "Date to be announced".
 */
import type { CyclingEvent } from '../types';
import { isoDateTime, manilaToday, readDateCell, type DateValue } from '../event-dates';
import { FileLog } from '../log';
import { readLocation, type ReadContext, type ShopPlace } from '../read-cells';
import { dateAmbiguous } from '../rules/date-ambiguous';
import { dateEndBeforeStart } from '../rules/date-end-before-start';
import { dateEndWithoutStart } from '../rules/date-end-without-start';
import { dateFarAway } from '../rules/date-far-away';
import { dateReadAs } from '../rules/date-read-as';
import { dateTimeMissing } from '../rules/date-time-missing';
import { dateUnreadable } from '../rules/date-unreadable';
import { locationAmbiguous } from '../rules/location-ambiguous';
import { locationReadAs } from '../rules/location-read-as';
import { locationTooLong } from '../rules/location-too-long';
import { locationUnknown } from '../rules/location-unknown';
import { slugify } from '../text';
import { nameColumn, pictureColumn, requiredLinkColumn } from './columns';
import { defineSheet, readSheetRows, REJECTED, type CellAt, type Column } from './define-sheet';

/** A date cell as read: its value (null when empty or not readable) and the cell, for the messages of the rules that compare two cells. */
interface DateCell {
  value: DateValue | null;
  cell: string;
}

/** Reads a start or end cell and logs how: read as, ambiguous, unreadable, far away. */
function readDate(cell: string, { log, row, column, what, context }: CellAt): DateCell {
  const at = { row, column };
  const ruleContext = { column, what };
  for (const rule of [dateReadAs, dateAmbiguous, dateUnreadable]) {
    const finding = rule.check(cell, ruleContext);
    if (finding !== null) log.report(rule, at, finding);
  }
  const reading = readDateCell(cell);
  if (reading.status !== 'read') return { value: null, cell };
  log.report(dateFarAway, at, dateFarAway.check({ cell, value: reading.value, today: context.today ?? manilaToday() }, ruleContext));
  return { value: reading.value, cell };
}

const CELL_RULES = [dateReadAs, dateAmbiguous, dateUnreadable, dateFarAway];

/** When the event starts: a date, or a date and a time (Manila). Optional: an event without one is "Date to be announced". */
const startColumn: Column<DateCell> = { required: false, rules: CELL_RULES, read: readDate };

/** When it ends, if it says; an end before the start keeps the row off the site. */
const endColumn: Column<DateCell> = {
  required: false,
  rules: [...CELL_RULES, dateEndWithoutStart, dateEndBeforeStart, dateTimeMissing],
  read: (cell, at) => {
    const end = readDate(cell, at);
    const start = at.before.start as DateCell;
    if (end.value === null) return end;
    const where = { row: at.row, column: at.column };
    const ruleContext = { column: at.column, what: at.what };
    if (start.value === null) {
      at.log.report(dateEndWithoutStart, where, dateEndWithoutStart.check({ cell, start: start.cell }, ruleContext));
      return { value: null, cell };
    }
    const before = dateEndBeforeStart.check({ cell, start: start.value, end: end.value }, ruleContext);
    if (before !== null) {
      at.log.report(dateEndBeforeStart, where, before);
      return REJECTED;
    }
    if ((start.value.time === null) !== (end.value.time === null)) {
      at.log.report(dateTimeMissing, where, dateTimeMissing.check({ start: start.cell, end: cell }, ruleContext));
    }
    return end;
  },
};

/** Where: a city, municipality or province, read like a shop's location; optional. */
const placeColumn: Column<ShopPlace | null> = {
  required: false,
  rules: [locationTooLong, locationReadAs, locationAmbiguous, locationUnknown],
  read: (cell, { log, row, column, what, context }) => {
    if (cell === '') return null;
    return readLocation(log, row, cell, context.places, { column, what }) ?? REJECTED;
  },
};

/** One line about the event (line breaks are folded by cell-whitespace); optional. */
const detailsColumn: Column<string | null> = { required: false, rules: [], read: (cell) => (cell === '' ? null : cell) };

/** The site's start and end: when only one has a time, both are days (date-time-missing says so). */
function eventTimes(start: DateValue | null, end: DateValue | null): Pick<CyclingEvent, 'start' | 'end' | 'allDay'> {
  if (start === null) return { start: null, end: null, allDay: true };
  const allDay = start.time === null || (end !== null && end.time === null);
  const shown = (value: DateValue) => isoDateTime(allDay ? { date: value.date, time: null } : value);
  return { start: shown(start), end: end === null ? null : shown(end), allDay };
}

export const eventsSheet = defineSheet({
  file: 'events.csv',
  what: 'event',
  columns: {
    name: nameColumn(),
    image: pictureColumn(),
    link: requiredLinkColumn(),
    start: startColumn,
    end: endColumn,
    place: placeColumn,
    details: detailsColumn,
  },
  aliases: { imageurl: 'image', poster: 'image', date: 'start', startdate: 'start', enddate: 'end', location: 'place', city: 'place', description: 'details' },
  toEntity: ({ name, image, link, start, end, place, details }, row): CyclingEvent => ({
    id: slugify(name),
    name,
    image,
    link,
    ...eventTimes(start.value, end.value),
    place,
    details,
    sourceRow: row,
  }),
  // Two editions of one ride (same name, same organiser page) on different days are two
  // events, not a duplicate: the start is the scope. Rows on the same day still merge.
  duplicates: { fillable: [], scope: (event) => event.start?.slice(0, 10) ?? '', link: (event) => event.link },
});

export function readEvents(text: string, context: ReadContext, log = new FileLog(eventsSheet.file)): { events: CyclingEvent[]; log: FileLog } {
  return { events: readSheetRows(eventsSheet, text, context, log), log };
}
