import * as React from 'react';
import { ArrowDownAZ, ArrowUpZA } from 'lucide-react';
import type { SortDirection } from '../../lib/list-filter';
import * as styles from './SortToggle.css';

/**
 * One button that flips name order. Its accessible name starts with the text it shows
 * ("A–Z"), so a voice-control user can say what they see (WCAG 2.5.3 label in name); the
 * rest of the name says what the order is.
 */
export function SortToggle({ direction, onToggle }: { direction: SortDirection; onToggle: () => void }) {
  const ascending = direction === 'asc';
  const Icon = ascending ? ArrowDownAZ : ArrowUpZA;
  const order = ascending ? 'A to Z' : 'Z to A';
  const shown = ascending ? 'A–Z' : 'Z–A';
  return (
    <button type="button" className={styles.root} onClick={onToggle} aria-label={`${shown}: names sorted ${order}`} title={`Showing ${order}; click to reverse`}>
      <Icon size={18} aria-hidden="true" />
      <span aria-hidden="true">{shown}</span>
    </button>
  );
}
