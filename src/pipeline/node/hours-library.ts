/**
 * The opening_hours library (what OpenStreetMap's editors check hours with), run at build time
 * only: it is LGPL and large, and the site's pages never carry it (their hours are the weekly
 * intervals the pipeline reads). The data check hands this to the hours rule as `hoursLibrary`.
 */
import OpeningHours from 'opening_hours';
import type { HoursLibrary } from '../rules/rule';

/** The library's first line of a message, without its '<--- (' marker and the closing parenthesis. */
function plain(message: string): string {
  const [first = ''] = message.split('\n');
  const marked = /<--- \((.*)\)\s*$/.exec(first);
  return (marked?.[1] ?? first).trim();
}

/** What the library says of hours the site read: why it refuses them, or its warnings. No holidays: the caller leaves `PH off` out. */
export const libraryHoursVerdict: HoursLibrary = (value) => {
  try {
    const hours = new OpeningHours(value);
    return { refused: null, warnings: [...new Set(hours.getWarnings().map(plain))] };
  } catch (error) {
    return { refused: plain(String(error)), warnings: [] };
  }
};
