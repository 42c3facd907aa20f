import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { site } from '../config/site';
import { writeFileAtomic } from '../lib/node/atomic-write';
import { EVENTS_FEED_PATH, eventIcs, eventIcsPath, eventsFeed, type CalendarEvent } from '../lib/node/event-calendar';
import { manilaToday } from '../pipeline/detect/event-dates';
import { BUILD_OUTPUT, publicDirOf } from './build-output';

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
  let written = 0;
  for (const event of events) {
    const text = eventIcs(event, options);
    if (text === null) continue;
    writeFileAtomic(path.join(publicDir, eventIcsPath(event.key)), text, BUILD_OUTPUT);
    written += 1;
  }
  writeFileAtomic(path.join(publicDir, EVENTS_FEED_PATH), eventsFeed(events, { ...options, name: `${site.title} events`, today: manilaToday(stamp) }), BUILD_OUTPUT);
  reporter.info(`Calendars: ${written} event .ics files and ${EVENTS_FEED_PATH} written`);
};

/** The calendar files writeEventCalendars left in public/, as site paths ('/events.ics', '/events/pruride-ph.ics'). */
export function calendarFilesIn(publicDir: string): string[] {
  const feed = existsSync(path.join(publicDir, EVENTS_FEED_PATH)) ? [EVENTS_FEED_PATH] : [];
  const folder = path.join(publicDir, path.dirname(eventIcsPath('x')));
  const files = existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.ics')) : [];
  return [...feed, ...files.map((name) => `${path.posix.dirname(eventIcsPath('x'))}/${name}`)];
}
