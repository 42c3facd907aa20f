import * as React from 'react';
import { Link } from 'gatsby';
import { EventWhenWhere, type EventSummary } from '../EventCard/EventCard';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { StaticIsland } from '../StaticIsland/StaticIsland';
import { InlineScripts } from '../../lib/inline-scripts';
import { datedInOrder, eventWhen, lastDayOf, nextEvents } from '../../lib/event-schedule';
import { eventsCopy as copy } from '../../content/events';
import * as styles from './NextEvents.css';

/** How many the home page shows. */
export const NEXT_EVENTS_SHOWN = 3;
/** Held in the page beyond those, in case some have ended by the day it is read: a dozen covers a season. */
const HELD = 12;

/**
 * The home page's next events (under the slider), with "All events". Rendered as of `today`
 * with a few more cards held back (hidden), and a static island: the inline script right
 * after it (src/inline/order-events.ts) shows the first NEXT_EVENTS_SHOWN still to come on the visitor's day before the first
 * paint, and hides the whole section when none is. Nothing at all when the build has none to
 * come: a home page does not advertise an empty calendar (/events says so, with its feed).
 */
export function NextEvents({ events, today }: { events: readonly EventSummary[]; today: string }) {
  const headingId = React.useId();
  const inlineScripts = React.useContext(InlineScripts);
  const coming = nextEvents(events, today, HELD);
  if (coming.length === 0) return null;
  const order = new Map(datedInOrder(events).map((event, index) => [event.key, index]));
  return (
    <>
      <StaticIsland as="section" className={styles.root} aria-labelledby={headingId} data-event-schedule="" data-today={today} data-limit={NEXT_EVENTS_SHOWN}>
        <div className={styles.header}>
          <h2 id={headingId} className={styles.heading}>
            {copy.home.heading}
          </h2>
          <Link to="/events/" className={styles.all}>
            {copy.home.all}
          </Link>
        </div>
        <ul className={styles.list}>
          {coming.map((event, index) => (
            <li
              key={event.key}
              className={styles.item}
              hidden={index >= NEXT_EVENTS_SHOWN}
              data-start={event.start?.slice(0, 10)}
              data-last={lastDayOf(event) ?? undefined}
              data-order={order.get(event.key)}
            >
              <ExternalLink href={event.link} className={styles.name}>
                {event.name}
              </ExternalLink>
              <EventWhenWhere event={event} isToday={eventWhen(event, today) === 'today'} />
            </li>
          ))}
        </ul>
      </StaticIsland>
      {/* Runs once while the built page is parsed; inert when React renders it after a route change. */}
      <script dangerouslySetInnerHTML={{ __html: inlineScripts.events }} suppressHydrationWarning />
    </>
  );
}
