import * as React from 'react';
import { ArrowDownAZ, ArrowUpZA } from 'lucide-react';
import type { SortDirection } from '../../lib/list-filter';
import * as styles from './SortToggle.css';

/**
 * One button that flips name order. Its accessible name starts with the text it shows
 * ("A–Z"), so a voice-control user can say what they see (WCAG 2.5.3 label in name); the
 * rest of the name says what the order is.
 *
 * With a `name`, it is a submit button of its form that sends the other order: pressed before
 * the app starts, the browser sends the form (search text and city with it) and the page comes
 * back sorted. Once the app runs, it flips the order in place and sends nothing.
 */
export function SortToggle({ direction, onToggle, name }: { direction: SortDirection; onToggle: () => void; name?: string }) {
  const ascending = direction === 'asc';
  const Icon = ascending ? ArrowDownAZ : ArrowUpZA;
  const order = ascending ? 'A to Z' : 'Z to A';
  const shown = ascending ? 'A–Z' : 'Z–A';
  return (
    <button
      type={name ? 'submit' : 'button'}
      name={name}
      value={name ? (ascending ? 'desc' : 'asc') : undefined}
      className={styles.root}
      onClick={(event) => {
        event.preventDefault();
        onToggle();
      }}
      aria-label={`${shown}: names sorted ${order}`}
      title={`Showing ${order}; click to reverse`}
    >
      <Icon size={18} aria-hidden="true" />
      <span aria-hidden="true">{shown}</span>
    </button>
  );
}
