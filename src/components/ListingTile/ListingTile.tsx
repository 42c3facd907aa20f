import * as React from 'react';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { ListingState } from '../ListingState/ListingState';
import { Logo, type LogoFallback } from '../Logo/Logo';
import { ReportLink } from '../ReportLink/ReportLink';
import { StaticIsland } from '../StaticIsland/StaticIsland';
import type { TileData } from '../../lib/card-data';
import { visuallyHidden } from '../../styles/utils.css';
import * as styles from './ListingTile.css';

interface ListingTileProps {
  tile: TileData;
  fallback: LogoFallback;
  logoSize?: number;
  size?: 'regular' | 'large';
  action?: React.ReactNode;
  /** The list the tile belongs to ('brands', 'cycling-groups'): it gets a "Wrong or closed?" link. */
  reportList?: string;
}

/**
 * A brand or community tile: logo and name, the whole tile opening the listing's own page on the
 * site; its outside link (its site or social page) opens in a new tab from a link of its own.
 */
export function ListingTile({ tile, fallback, logoSize = 72, size = 'regular', action, reportList }: ListingTileProps) {
  return (
    <article className={`${styles.root} ${styles.size[size]}`}>
      {/* Logo and a link to another site: nothing to hydrate. Only the action (the save toggle) is React's. */}
      <StaticIsland noBox>
        <Logo name={tile.name} image={tile.image} size={logoSize} fallback={fallback} />
        <h2 className={styles.name}>
          <a href={tile.path} className={styles.link}>
            {tile.name}
          </a>
        </h2>
        <ListingState state={tile} />
        {tile.link ? (
          <ExternalLink href={tile.link} className={styles.visit}>
            Visit
            <span className={visuallyHidden}>{` ${tile.name}`}</span>
          </ExternalLink>
        ) : null}
        {reportList ? <ReportLink list={reportList} itemKey={tile.key} name={tile.name} /> : null}
      </StaticIsland>
      {action ? <div className={styles.action}>{action}</div> : null}
    </article>
  );
}
