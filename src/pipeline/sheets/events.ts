/**
 * events.csv: one ride or race a row, shown by its poster, with when and where it is when the
 * sheet says so. A start or end is read as a date in Manila time (../detect/event-dates); a place is
 * read against the place table the way a shop's location is. An event with no date the check
 * can read stays listed: its page says "Date to be announced".
 */
import type { CyclingEvent } from '../entities/schemas';
import { isoDateTime, manilaToday, readDateCell, type DateValue } from '../detect/event-dates';
import { defineCheck, emitted } from '../rules/findings';
import { dateAmbiguous } from '../rules/date-ambiguous';
import { dateEndBeforeStart } from '../rules/date-end-before-start';
import { dateEndWithoutStart } from '../rules/date-end-without-start';
import { dateFarAway } from '../rules/date-far-away';
import { dateReadAs } from '../rules/date-read-as';
import { dateTimeMissing } from '../rules/date-time-missing';
import { dateUnreadable } from '../rules/date-unreadable';
import { eventSameNameYear } from '../rules/event-same-name-year';
import { optionalLocationCheck, type ShopPlace } from '../rules/location-check';
import type { CellCheck } from '../rules/rule';
import { textTooLong } from '../rules/text-too-long';
import { slugify } from '../format/text';
import { nameColumn, pictureColumn, requiredLinkColumn } from './columns';
import { defineSheet, type Column } from './define-sheet';

/** A free-text cell: null when empty. */
const optionalText: CellCheck<string, string | null> = { emits: [], run: (cell: string) => (cell === '' ? null : cell) };

/** A date cell as read: its value (null when empty or not readable) and the cell, for the messages of the rules that compare two cells. */
interface DateCell {
  value: DateValue | null;
  cell: string;
}

const CELL_RULES = [dateReadAs, dateAmbiguous, dateUnreadable];

/** Reads a start or end cell and emits how: read as, ambiguous, unreadable, far away. */
const dateCheck: CellCheck<string, DateCell> = defineCheck({
  emits: [...CELL_RULES, dateFarAway],
  run: (cell: string, at, emit) => {
    for (const rule of CELL_RULES) rule.run(cell, at, emit);
    const reading = readDateCell(cell);
    if (reading.status !== 'read') return { value: null, cell };
    dateFarAway.run({ cell, value: reading.value, today: at.data.today ?? manilaToday() }, at, emit);
    return { value: reading.value, cell };
  },
});

/** An end read against the start: without a start it is not used; before it, the row is kept off the site. */
const endAfterStartCheck: CellCheck<DateCell, DateCell> = defineCheck({
  emits: [dateEndWithoutStart, dateEndBeforeStart, dateTimeMissing],
  run: (end: DateCell, at, emit) => {
    const { cell } = end;
    const from = at.before.start as DateCell;
    if (end.value === null) return end;
    if (from.value === null) {
      dateEndWithoutStart.run({ cell, start: from.cell }, at, emit);
      return { value: null, cell };
    }
    if (emitted(dateEndBeforeStart, { cell, start: from.value, end: end.value }, at, emit)) return end;
    if ((from.value.time === null) !== (end.value.time === null)) dateTimeMissing.run({ start: from.cell, end: cell }, at, emit);
    return end;
  },
});

/** When the event starts: a date, or a date and a time (Manila). Optional: an event without one is "Date to be announced". */
const startColumn: Column<DateCell> = { required: false, checks: [dateCheck] };

/** When it ends, if it says; an end before the start keeps the row off the site. */
const endColumn: Column<DateCell> = { required: false, checks: [dateCheck, endAfterStartCheck] };

/** Where: a city, municipality or province, read like a shop's location; optional. */
const placeColumn: Column<ShopPlace | null> = { required: false, checks: [optionalLocationCheck] };

/** One line about the event (line breaks are folded by cell-whitespace), a few sentences at most; optional. */
const detailsColumn: Column<string | null> = { required: false, checks: [textTooLong, optionalText] };

/** The site's start and end: when only one has a time, both are days (date-time-missing says so). */
function eventTimes(start: DateValue | null, end: DateValue | null): Pick<CyclingEvent, 'start' | 'end' | 'allDay'> {
  if (start === null) return { start: null, end: null, allDay: true };
  const allDay = start.time === null || (end !== null && end.time === null);
  const shown = (value: DateValue) => isoDateTime(allDay ? { date: value.date, time: null } : value);
  return { start: shown(start), end: end === null ? null : shown(end), allDay };
}

/**
 * An event's key (its id): the slug of its name and, when it has a date, its start's year in
 * Manila: 'sample-ride-2027' (a name that already ends with that year is not given it twice:
 * 'Sample Ride 2027' is 'sample-ride-2027'). It names the event's calendar file, its calendar UID
 * and its report page, so it depends on its own row alone: adding or removing another edition of
 * the ride never changes it, and correcting the day within the year keeps it. Two rows with the
 * same key are rejected (event-same-name-year) rather than numbered.
 */
export function eventKey(name: string, start: string | null): string {
  const slug = slugify(name);
  if (start === null) return slug;
  const year = start.slice(0, 4);
  return slug === year || slug.endsWith(`-${year}`) ? slug : `${slug}-${year}`;
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
  toEntity: ({ name, image, link, start, end, place, details }, row): CyclingEvent => {
    const times = eventTimes(start.value, end.value);
    return { id: eventKey(name, times.start), name, image, link, ...times, place, details, sourceRow: row };
  },
  // Two editions of one ride (same name, same organiser page) on different days are two
  // events, not a duplicate: the start is the scope. Rows on the same day still merge.
  duplicates: { fillable: [], scope: (event) => event.start?.slice(0, 10) ?? '', link: (event) => event.link },
  // Two editions in one year (different days) would share a key: the editor is asked for distinct names.
  sameKey: { rule: eventSameNameYear, yearOf: (event) => event.start?.slice(0, 4) ?? null },
});
