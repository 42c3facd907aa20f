import * as React from 'react';
import { Link } from 'gatsby';
import * as styles from './PageLinks.css';

interface PageLinksProps {
  label: string;
  current: number;
  count: number;
  pathOf: (page: number) => string;
}

/** Links to every page of a long list: plain links, so each page is reachable without JavaScript. */
export function PageLinks({ label, current, count, pathOf }: PageLinksProps) {
  return (
    <nav aria-label={label} className={styles.root}>
      <ol className={styles.list}>
        {Array.from({ length: count }, (_, index) => index + 1).map((page) => (
          <li key={page}>
            <Link to={pathOf(page)} className={styles.link} aria-current={page === current ? 'page' : undefined} aria-label={`Page ${page} of ${count}`}>
              {page}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
