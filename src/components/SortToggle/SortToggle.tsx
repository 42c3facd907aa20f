import * as React from 'react';
import { ArrowDownAZ, ArrowUpZA } from 'lucide-react';
import type { SortDirection } from '../../lib/list-filter';
import * as styles from './SortToggle.css';

/** One button that flips name order; its label says the order now shown. */
export function SortToggle({ direction, onToggle }: { direction: SortDirection; onToggle: () => void }) {
  const ascending = direction === 'asc';
  const Icon = ascending ? ArrowDownAZ : ArrowUpZA;
  return (
    <button
      type="button"
      className={styles.root}
      onClick={onToggle}
      aria-label={`Sort by name: ${ascending ? 'A to Z' : 'Z to A'}`}
      title={`Showing ${ascending ? 'A to Z' : 'Z to A'}; click to reverse`}
    >
      <Icon size={18} aria-hidden="true" />
      <span aria-hidden="true">{ascending ? 'A–Z' : 'Z–A'}</span>
    </button>
  );
}
