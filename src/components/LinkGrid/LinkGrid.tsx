import * as React from 'react';
import { Link } from 'gatsby';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { StaticIsland } from '../StaticIsland/StaticIsland';
import * as styles from './LinkGrid.css';

export interface LinkTile {
  to: string;
  label: string;
  icon: React.ReactNode;
  /** The tile's own color (brand categories); the brand green otherwise. */
  color?: string;
}

/** The Service, Brands and People & Community screens: big tiles linking to sub-pages. A static island: links only. */
export function LinkGrid({ tiles, label }: { tiles: readonly LinkTile[]; label: string }) {
  return (
    <StaticIsland as="ul" className={styles.root} aria-label={label}>
      {tiles.map((tile) => (
        <li key={tile.to}>
          <Link to={tile.to} className={styles.tile} style={tile.color ? assignInlineVars({ [styles.accent]: tile.color }) : undefined}>
            <span className={styles.icon}>{tile.icon}</span>
            <span className={styles.label}>{tile.label}</span>
          </Link>
        </li>
      ))}
    </StaticIsland>
  );
}
