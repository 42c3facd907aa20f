import * as React from 'react';
import { Link } from 'gatsby';
import { Bookmark } from 'lucide-react';
import * as styles from './AccountButton.css';

/** The way to the saved list, beside the account button; there with or without accounts. */
export function SavedLink() {
  return (
    <Link to="/saved/" className={styles.iconButton} aria-label="Saved" title="Saved">
      <Bookmark size={24} aria-hidden="true" />
    </Link>
  );
}
