import * as React from 'react';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { Logo, type LogoFallback } from '../Logo/Logo';
import { StaticIsland } from '../StaticIsland/StaticIsland';
import type { TileData } from '../../lib/card-data';
import * as styles from './ListingTile.css';

interface ListingTileProps {
  tile: TileData;
  fallback: LogoFallback;
  logoSize?: number;
  size?: 'regular' | 'large';
  action?: React.ReactNode;
}

/** A brand or community tile: logo and name, the whole tile opening the listing's page in a new tab. */
export function ListingTile({ tile, fallback, logoSize = 72, size = 'regular', action }: ListingTileProps) {
  return (
    <article className={`${styles.root} ${styles.size[size]}`}>
      {/* Logo and a link to another site: nothing to hydrate. Only the action (the save toggle) is React's. */}
      <StaticIsland noBox>
        <Logo name={tile.name} image={tile.image} size={logoSize} fallback={fallback} />
        <h2 className={styles.name}>
          {tile.link ? (
            <ExternalLink href={tile.link} className={styles.link}>
              {tile.name}
            </ExternalLink>
          ) : (
            tile.name
          )}
        </h2>
      </StaticIsland>
      {action ? <div className={styles.action}>{action}</div> : null}
    </article>
  );
}
