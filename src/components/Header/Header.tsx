import * as React from 'react';
import { Link } from 'gatsby';
import { Info } from 'lucide-react';
import { BrandMark } from '../BrandMark/BrandMark';
import { useSiteMetadata } from '../../hooks/use-site-metadata';
import * as styles from './Header.css';

export function Header({ actions }: { actions?: React.ReactNode }) {
  const site = useSiteMetadata();
  return (
    <header className={styles.root}>
      <div className={styles.inner}>
        <Link to="/" className={styles.home}>
          <BrandMark />
          <span>{site.title}</span>
        </Link>
        <div className={styles.actions}>
          {actions}
          <Link to="/about" className={styles.iconButton} aria-label="About" title="About">
            <Info size={24} aria-hidden="true" />
          </Link>
        </div>
      </div>
    </header>
  );
}
