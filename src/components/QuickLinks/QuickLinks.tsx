import * as React from 'react';
import { Link } from 'gatsby';
import type { LucideIcon } from 'lucide-react';
import * as styles from './QuickLinks.css';

export interface QuickLink {
  label: string;
  to: string;
  icon: LucideIcon;
}

/** A row of big buttons to pages of this site (the home page's Events, VLOGS, Bike Routes). */
export function QuickLinks({ links, label }: { links: readonly QuickLink[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className={styles.root}>
        {links.map(({ label: text, to, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className={styles.button}>
              <Icon size={22} aria-hidden="true" />
              {text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
