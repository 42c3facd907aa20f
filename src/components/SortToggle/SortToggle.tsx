import * as React from 'react';
import { ArrowDownAZ, ArrowUpZA } from 'lucide-react';
import type { SortDirection } from '../../lib/list-filter';
import * as styles from './SortToggle.css';

const LABELS: Record<SortDirection, string> = { asc: 'A–Z: names sorted A to Z', desc: 'Z–A: names sorted Z to A' };

/**
 * One button that flips name order. Its accessible name starts with the text it shows
 * ("A–Z"), so a voice-control user can say what they see (WCAG 2.5.3 label in name); the
 * rest of the name says what the order is.
 *
 * With a `name`, it is a submit button of its form that sends the other order. Before the app
 * starts, the list page's script (src/lib/list-script.ts) answers it in place: it sets
 * `data-sort` (which of the two icons and texts shows) and the name from `data-asc`/`data-desc`.
 * Once the app runs, it flips the order in place and sends nothing.
 */
export function SortToggle({ direction, onToggle, name }: { direction: SortDirection; onToggle: () => void; name?: string }) {
  const ascending = direction === 'asc';
  const order = ascending ? 'A to Z' : 'Z to A';
  return (
    <button
      type={name ? 'submit' : 'button'}
      name={name}
      value={name ? (ascending ? 'desc' : 'asc') : undefined}
      className={styles.root}
      data-sort={direction}
      data-asc={LABELS.asc}
      data-desc={LABELS.desc}
      onClick={(event) => {
        event.preventDefault();
        onToggle();
      }}
      aria-label={LABELS[direction]}
      title={`Showing ${order}; click to reverse`}
      // The script may have flipped the attributes before the app started; the app adopts its order (useListState).
      suppressHydrationWarning
    >
      <ArrowDownAZ size={18} aria-hidden="true" className={styles.asc} />
      <ArrowUpZA size={18} aria-hidden="true" className={styles.desc} />
      <span aria-hidden="true" className={styles.asc}>
        A–Z
      </span>
      <span aria-hidden="true" className={styles.desc}>
        Z–A
      </span>
    </button>
  );
}
