import * as React from 'react';
import * as styles from './EmptyState.css';

export function EmptyState({ title, hint }: { title: string; hint: string }) {
  return (
    <div className={styles.root} role="status">
      <p className={styles.title}>{title}</p>
      <p>{hint}</p>
    </div>
  );
}
