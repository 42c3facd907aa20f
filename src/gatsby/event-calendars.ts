import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { site } from '../config/site';
import { writeFileAtomic } from '../lib/node/atomic-write';
import { CalendarRefusal, eventIcs, eventsFeed, type CalendarEvent } from '../lib/node/event-calendar';
import { manilaToday } from '../pipeline/detect/event-dates';
import { BUILD_OUTPUT, publicDirOf } from './build-output';
import { eventIcsPath, EVENTS_FEED_PATH } from '../config/addresses';

/**
 * Writes each dated event's .ics (eventIcsPath) and the feed of upcoming events
 * (EVENTS_FEED_PATH) into public/, from the Event nodes the site was built from. Plain files:
 * they work offline and need no server. "Upcoming" is as of the build's day in Manila.
 */
export const writeEventCalendars: GatsbyNode['onPostBuild'] = ({ store, getNodesByType, reporter }) => {
  const publicDir = publicDirOf(store);
  const events = getNodesByType('Event') as unknown as CalendarEvent[];
  const stamp = new Date();
  const options = { siteUrl: site.siteUrl, stamp };
  // Every file is made before any is written: an event the writer refuses stops the build with its sentence, and leaves no half-written set.
  let files: { file: string; text: string }[];
  try {
    files = events.flatMap((event) => {
      const text = eventIcs(event, options);
      return text === null ? [] : [{ file: eventIcsPath(event.key), text }];
    });
    files.push({ file: EVENTS_FEED_PATH, text: eventsFeed(events, { ...options, name: `${site.title} events`, today: manilaToday(stamp) }) });
  } catch (error) {
    if (!(error instanceof CalendarRefusal)) throw error;
    reporter.panicOnBuild(error.message);
    return;
  }
  for (const { file, text } of files) writeFileAtomic(path.join(publicDir, file), text, BUILD_OUTPUT);
  reporter.info(`Calendars: ${files.length - 1} event .ics files and ${EVENTS_FEED_PATH} written`);
};

/** The calendar files writeEventCalendars left in public/, as site paths ('/events.ics', '/events/pruride-ph.ics'). */
export function calendarFilesIn(publicDir: string): string[] {
  const feed = existsSync(path.join(publicDir, EVENTS_FEED_PATH)) ? [EVENTS_FEED_PATH] : [];
  const folder = path.join(publicDir, path.dirname(eventIcsPath('x')));
  const files = existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.ics')) : [];
  return [...feed, ...files.map((name) => `${path.posix.dirname(eventIcsPath('x'))}/${name}`)];
}
