import * as React from 'react';
import { Link } from 'gatsby';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { BuiltImage } from '../BuiltImage/BuiltImage';
import { ArrowLeft, ExternalLink as ExternalIcon } from 'lucide-react';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { spiderRouteCopy as copy } from '../../content/spider-route';
import { withProduct } from '../../lib/copy';
import { CalendarLinks, EventWhenWhere, type EventSummary } from '../EventCard/EventCard';
import { StaticIsland } from '../StaticIsland/StaticIsland';
import * as styles from './SpiderRoute.css';

interface SpiderRouteProps {
  product: string;
  map: IGatsbyImageData | null;
  videoThumbnail: IGatsbyImageData | null;
  /** This season's row of the events sheet, when it has dates: its date, place and calendar links show. */
  season: EventSummary | null;
}

/** The Spider Route challenge: the illustrated map, what it takes, and a link out to videos of the rides. A static island. */
export function SpiderRoute({ product, map, videoThumbnail, season }: SpiderRouteProps) {
  const videoLabelId = React.useId();
  return (
    <StaticIsland className={styles.root}>
      {map ? (
        <figure className={styles.figure}>
          {/* The page's largest picture, near the top: not lazy. */}
          <BuiltImage image={map} alt={copy.map.alt} className={styles.map} loading="eager" />
          <figcaption className={styles.caption}>{copy.map.caption}</figcaption>
        </figure>
      ) : null}
      <div className={styles.prose}>
        {copy.paragraphs.map((text) => (
          <p key={text}>{withProduct(text, product)}</p>
        ))}
      </div>
      <section className={styles.section} aria-labelledby="spider-route-facts">
        <h2 id="spider-route-facts" className={styles.heading}>
          {copy.factsHeading}
        </h2>
        <dl className={styles.facts}>
          {copy.facts.map((fact) => (
            <React.Fragment key={fact.term}>
              <dt className={styles.term}>{fact.term}</dt>
              <dd className={styles.detail}>{fact.detail}</dd>
            </React.Fragment>
          ))}
        </dl>
        {season ? (
          <div className={styles.season}>
            <h3 className={styles.seasonHeading}>{copy.season.heading}</h3>
            {/* The sheet's dates, never a guess; "Today" is left to /events, which follows the visitor's day. */}
            <EventWhenWhere event={season} isToday={false} />
            {season.details ? <p>{season.details}</p> : null}
            <CalendarLinks event={season} className={styles.seasonLinks} />
          </div>
        ) : null}
      </section>
      <section className={styles.section} aria-labelledby="spider-route-video">
        <h2 id="spider-route-video" className={styles.heading}>
          {copy.video.heading}
        </h2>
        <ExternalLink href={copy.video.href} className={styles.video} aria-labelledby={videoLabelId}>
          {videoThumbnail ? <BuiltImage image={videoThumbnail} alt={copy.video.alt} className={styles.videoImage} /> : null}
          <span id={videoLabelId} className={styles.videoLabel}>
            {copy.video.label}
            <ExternalIcon size={16} aria-hidden="true" />
          </span>
        </ExternalLink>
      </section>
      <Link to="/bike-destinations/" className={styles.back}>
        <ArrowLeft size={18} aria-hidden="true" />
        {copy.back}
      </Link>
    </StaticIsland>
  );
}
