import * as React from 'react';
import { Info } from 'lucide-react';
import { BrandMark } from '../BrandMark/BrandMark';
import { StaticIsland } from '../StaticIsland/StaticIsland';
import { useSiteMetadata } from '../../hooks/use-site-metadata';
import * as styles from './Header.css';

/**
 * The two links are static islands: the same on every page, so nothing in them is hydrated;
 * they still open their page in the app. The actions (saved list, account) are React's.
 */
export function Header({ actions }: { actions?: React.ReactNode }) {
  const site = useSiteMetadata();
  return (
    <header className={styles.root}>
      <div className={styles.inner}>
        <StaticIsland as="a" href="/" className={styles.home}>
          <BrandMark />
          <span>{site.title}</span>
        </StaticIsland>
        <div className={styles.actions}>
          {actions}
          <StaticIsland as="a" href="/about/" className={styles.iconButton} aria-label="About" title="About">
            <Info size={24} aria-hidden="true" />
          </StaticIsland>
        </div>
      </div>
    </header>
  );
}
