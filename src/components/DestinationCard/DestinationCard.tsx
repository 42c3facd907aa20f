import * as React from 'react';
import { Link } from 'gatsby';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { BuiltImage } from '../BuiltImage/BuiltImage';
import { ChevronRight } from 'lucide-react';
import * as styles from './DestinationCard.css';

export interface DestinationCardData {
  key: string;
  name: string;
  /** A page of this site, e.g. /bike-destinations/spider-route. */
  path: string;
  thumbnail: IGatsbyImageData;
}

/** A bike destination: its picture and name, opening its page on this site. */
export function DestinationCard({ destination }: { destination: DestinationCardData }) {
  return (
    <Link to={destination.path} className={styles.root}>
      {/* The picture repeats the name written below it, so it is decorative. */}
      <BuiltImage image={destination.thumbnail} alt="" className={styles.thumbnail} />
      <div className={styles.body}>
        <h2 className={styles.name}>{destination.name}</h2>
        <ChevronRight size={20} aria-hidden="true" className={styles.icon} />
      </div>
    </Link>
  );
}
