import * as React from 'react';
import { CalendarSync } from 'lucide-react';
import { EventCard, type EventCardData } from '../EventCard/EventCard';
import { StaticIsland } from '../StaticIsland/StaticIsland';
import { InlineScripts } from '../../lib/inline-scripts';
import { type EventSchedule as Schedule, datedInOrder, eventWhen, lastDayOf, longDate, monthLabel, monthsOf, scheduleEvents } from '../../lib/event-schedule';
import { eventsCopy as copy } from '../../content/events';
import * as styles from './EventSchedule.css';
import { EVENTS_FEED_PATH } from '../../config/addresses';

interface EventScheduleProps {
  events: readonly EventCardData[];
  /** The day the page is ordered for ('2026-11-26', Manila): the build's on the server, the visitor's after a route change. */
  today: string;
  /** The feed's webcal:// address. */
  subscribeUrl: string;
}

/** One card in a list: `data-*` tell the page script where it goes on the visitor's day. */
function Card({ event, order, today }: { event: EventCardData; order: number | null; today: string }) {
  const when = eventWhen(event, today);
  const dated = order !== null;
  return (
    <li className={styles.item} {...(dated ? { 'data-start': event.start?.slice(0, 10), 'data-last': lastDayOf(event), 'data-order': order } : {})}>
      <EventCard event={event} isToday={when === 'today'} />
    </li>
  );
}

/**
 * The events page: upcoming events by month, soonest first; then those without a date yet;
 * then past events, latest first; and the feed to subscribe to. Rendered for `today`, and a
 * static island: on the page as built, the inline script right after it (src/inline/order-events.ts)
 * moves the cards to the visitor's day before the first paint, and the app keeps that. Every month that holds a
 * dated event has its group (hidden while empty), so a card always has a place to go.
 */
export function EventSchedule({ events, today, subscribeUrl }: EventScheduleProps) {
  const schedule = scheduleEvents(events, today);
  const order = new Map(datedInOrder(events).map((event, index) => [event.key, index]));
  const headingId = React.useId();
  const inlineScripts = React.useContext(InlineScripts);
  const hasDated = order.size > 0;
  return (
    <>
      <StaticIsland className={styles.root} data-event-schedule="" data-today={today}>
        {hasDated ? (
          <p className={styles.note} data-as-of="">
            {copy.asOf(longDate(today))}
          </p>
        ) : null}
        {hasDated ? <UpcomingSection events={events} schedule={schedule} order={order} today={today} headingId={headingId} /> : null}
        {schedule.undated.length > 0 ? (
          <section className={styles.section} aria-labelledby={`${headingId}-undated`}>
            <h2 id={`${headingId}-undated`} className={styles.heading}>
              {copy.undatedHeading}
            </h2>
            <ul className={styles.grid} aria-label={`${copy.listLabel}, ${copy.undatedHeading.toLowerCase()}`}>
              {schedule.undated.map((event) => (
                <Card key={event.key} event={event} order={null} today={today} />
              ))}
            </ul>
          </section>
        ) : null}
        {hasDated ? (
          <section className={styles.section} data-past="" hidden={schedule.past.length === 0} aria-labelledby={`${headingId}-past`}>
            <h2 id={`${headingId}-past`} className={styles.heading}>
              {copy.pastHeading}
            </h2>
            <ul className={styles.grid} aria-label={`${copy.listLabel}, ${copy.pastHeading.toLowerCase()}`}>
              {schedule.past.map((event) => (
                <Card key={event.key} event={event} order={order.get(event.key) ?? 0} today={today} />
              ))}
            </ul>
          </section>
        ) : null}
        <SubscribeAside subscribeUrl={subscribeUrl} headingId={headingId} />
      </StaticIsland>
      {/* Runs once while the built page is parsed; inert when React renders it after a route change. */}
      {hasDated ? <script dangerouslySetInnerHTML={{ __html: inlineScripts.events }} suppressHydrationWarning /> : null}
    </>
  );
}

interface UpcomingSectionProps {
  events: readonly EventCardData[];
  schedule: Schedule<EventCardData>;
  /** Each dated event's place in date order, by key. */
  order: ReadonlyMap<string, number>;
  today: string;
  headingId: string;
}

/** "Upcoming events": a group for every month that holds a dated event (hidden while empty), and a note when none is upcoming. */
function UpcomingSection({ events, schedule, order, today, headingId }: UpcomingSectionProps) {
  const upcomingByMonth = new Map(schedule.upcoming.map((group) => [group.month, group.events]));
  return (
    <section className={styles.section} aria-labelledby={`${headingId}-upcoming`}>
      <h2 id={`${headingId}-upcoming`} className={styles.heading}>
        {copy.upcomingHeading}
      </h2>
      {monthsOf(events).map((month) => {
        const inMonth = upcomingByMonth.get(month) ?? [];
        return (
          <section key={month} className={styles.section} data-month={month} hidden={inMonth.length === 0} aria-labelledby={`${headingId}-${month}`}>
            <h3 id={`${headingId}-${month}`} className={styles.month}>
              {monthLabel(month)}
            </h3>
            <ul className={styles.grid} aria-label={`${copy.listLabel}, ${monthLabel(month)}`}>
              {inMonth.map((event) => (
                <Card key={event.key} event={event} order={order.get(event.key) ?? 0} today={today} />
              ))}
            </ul>
          </section>
        );
      })}
      <p className={styles.note} data-none-upcoming="" hidden={schedule.upcoming.length > 0}>
        {copy.noneUpcoming}
      </p>
    </section>
  );
}

/** The events feed: subscribe in a calendar app, or download the file. */
function SubscribeAside({ subscribeUrl, headingId }: { subscribeUrl: string; headingId: string }) {
  return (
    <aside className={styles.subscribe} aria-labelledby={`${headingId}-subscribe`}>
      <div className={styles.subscribeText}>
        <h2 id={`${headingId}-subscribe`} className={styles.subscribeHeading}>
          {copy.subscribeHeading}
        </h2>
        <p>{copy.subscribeHint}</p>
      </div>
      <a href={subscribeUrl} className={styles.button}>
        <CalendarSync size={18} aria-hidden="true" />
        {copy.subscribe}
      </a>
      <a href={EVENTS_FEED_PATH} download className={styles.fileLink}>
        {copy.feedFile}
      </a>
    </aside>
  );
}
