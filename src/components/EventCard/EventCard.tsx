import * as React from 'react';
import { CalendarPlus } from 'lucide-react';
import { Icon } from '../Icon/Icon';
import { BuiltImage } from '../BuiltImage/BuiltImage';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { dateBadge, dateText, googleCalendarUrl, placeText, type EventTiming } from '../../lib/event-schedule';
import type { EventCardData, EventSummary } from '../../lib/event-cards';

export type { EventCardData, EventSummary };
import { eventsCopy as copy } from '../../content/events';
import { visuallyHidden } from '../../styles/utils.css';
import * as styles from './EventCard.css';
import { eventIcsPath, listingPath } from '../../config/addresses';

/** 'DEC' over '7': the date at a glance. Hidden from screen readers, which read the date line beside it. */
export function DateBadge({ event }: { event: Pick<EventTiming, 'start' | 'end'> }) {
  const badge = dateBadge(event);
  if (!badge) return null;
  return (
    <span className={styles.badge} aria-hidden="true">
      <span className={styles.badgeMonth}>{badge.month}</span>
      <span className={styles.badgeDays}>{badge.days}</span>
    </span>
  );
}

/** "Today", shown while the event is on: set by the page for the build's day, and by the page script for the visitor's. */
export function TodayMark({ isToday }: { isToday: boolean }) {
  return (
    <strong className={styles.today} data-today-mark="" hidden={!isToday}>
      {copy.today}
    </strong>
  );
}

/** "Add to calendar" (the event's own .ics) and "Google Calendar", each naming the event for screen readers. */
export function CalendarLinks({ event, className }: { event: EventSummary; className?: string }) {
  const location = placeText(event.place);
  const google = googleCalendarUrl(event, location === null ? null : `${location}, Philippines`);
  if (!google) return null;
  return (
    <div className={className ?? styles.actions}>
      {/* download: a same-site file, not a page the app should open. */}
      <a href={eventIcsPath(event.key)} download className={styles.action} type="text/calendar">
        <CalendarPlus size={16} aria-hidden="true" />
        {copy.addToCalendar}
        <span className={visuallyHidden}> {copy.forEvent(event.name)}</span>
      </a>
      <ExternalLink href={google} className={styles.action}>
        {copy.googleCalendar}
        <span className={visuallyHidden}> {copy.forEvent(event.name)}</span>
        <Icon name="external-link" size={14} />
      </ExternalLink>
    </div>
  );
}

/** The date and place lines of an event (the card, the home page's next events). */
export function EventWhenWhere({ event, isToday }: { event: Pick<EventCardData, 'start' | 'end' | 'place'>; isToday: boolean }) {
  const text = dateText(event);
  const place = placeText(event.place);
  return (
    <div className={styles.when}>
      <DateBadge event={event} />
      <div className={styles.whenText}>
        {text ? <time dateTime={event.start ?? undefined}>{text}</time> : null}
        {event.start ? <TodayMark isToday={isToday} /> : null}
        {place ? (
          <span className={styles.place}>
            <Icon name="map-pin" size={14} />
            {place}
          </span>
        ) : null}
      </div>
    </div>
  );
}

/**
 * A cycling event: its poster and name (one link to the event's page on this site), its date
 * badge, date, place and details, the event's own site (in a new tab), and for a dated event the
 * calendar links.
 */
export function EventCard({ event, isToday }: { event: EventCardData; isToday: boolean }) {
  const nameId = React.useId();
  return (
    <article className={styles.root}>
      <a href={listingPath('events', event.key)} className={styles.main} aria-labelledby={nameId}>
        <BuiltImage image={event.poster} alt={`${event.name} poster`} className={styles.poster} />
        <span className={styles.title}>
          <span id={nameId} className={styles.name}>
            {event.name}
          </span>
        </span>
      </a>
      {event.start || event.place || event.details ? (
        <div className={styles.info}>
          {event.start || event.place ? <EventWhenWhere event={event} isToday={isToday} /> : null}
          {event.details ? <p className={styles.details}>{event.details}</p> : null}
        </div>
      ) : null}
      <EventSiteLink event={event} />
      <CalendarLinks event={event} />
    </article>
  );
}

/** The event's own site, in a new tab. */
export function EventSiteLink({ event }: { event: Pick<EventCardData, 'name' | 'link'> }) {
  return (
    <div className={styles.actions}>
      <ExternalLink href={event.link} className={styles.action}>
        {copy.eventSite}
        <span className={visuallyHidden}> {copy.forEvent(event.name)}</span>
        <Icon name="external-link" size={14} />
      </ExternalLink>
    </div>
  );
}
