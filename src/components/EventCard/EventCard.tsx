import * as React from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { BuiltImage } from '../BuiltImage/BuiltImage';
import { ExternalLink as ExternalIcon } from 'lucide-react';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import * as styles from './EventCard.css';

export interface EventCardData {
  key: string;
  name: string;
  link: string;
  poster: IGatsbyImageData;
}

/** A cycling event: its poster and name; the whole card opens the event's page in a new tab. */
export function EventCard({ event }: { event: EventCardData }) {
  const nameId = React.useId();
  return (
    <ExternalLink href={event.link} className={styles.root} aria-labelledby={nameId}>
      <BuiltImage image={event.poster} alt={`${event.name} poster`} className={styles.poster} />
      <div className={styles.body}>
        <h2 id={nameId} className={styles.name}>
          {event.name}
        </h2>
        <ExternalIcon size={16} aria-hidden="true" className={styles.icon} />
      </div>
    </ExternalLink>
  );
}
