import * as React from 'react';
import * as styles from './EmptyState.css';

/** `rest`: attributes of its box (`hidden`, a `data-` hook for the list page's script). */
export function EmptyState({
  title,
  hint,
  ...rest
}: { title: string; hint: string } & Pick<React.HTMLAttributes<HTMLDivElement>, 'hidden' | 'suppressHydrationWarning'>) {
  return (
    <div className={styles.root} role="status" {...rest}>
      <p className={styles.title}>{title}</p>
      <p>{hint}</p>
    </div>
  );
}
