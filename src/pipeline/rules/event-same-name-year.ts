import { defineRule } from './rule';

/** Another row whose event would have the same key, and its start's year (null: no date). */
interface SameKeyRow {
  row: number;
  name: string;
  year: string | null;
}

export const eventSameNameYear = defineRule({
  id: 'event-same-name-year',
  description:
    "Two events with the same name that start in the same year (or whose names differ only in case, accents or punctuation) would share one address, and one calendar file, since an event's address is made of its name and its start's year; both are rejected until each has a name of its own (add the month or the edition, say).",
  column: ['name'],
  severity: 'error',
  scope: 'sheet',
  /** One row of a key several rows share (`key` 'sample-ride-2027'; `year` null for an event without a date), and the others. */
  check: ({ name, key, year, others }: { name: string; key: string; year: string | null; others: readonly SameKeyRow[] }) => {
    if (others.length === 0) return null;
    const rows = others.map((other) => `row ${other.row} ('${other.name}')`).join(', ');
    const sameYear = others.every((other) => other.year === year);
    const head = !sameYear
      ? `'${name}' and ${rows} would have the same address (${key})`
      : `'${name}' ${year === null ? 'has no date' : `starts in ${year}`}, as does ${rows}, and their names make the same address (${key})`;
    return {
      found: name,
      sentence: `${head}: an event's address and calendar file are made of its name and its start's year; give each event a name of its own (with the month or the edition in it, say), so that neither address changes when the other row is added or removed`,
    };
  },
});
