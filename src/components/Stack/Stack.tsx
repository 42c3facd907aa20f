import * as React from 'react';
import * as styles from './Stack.css';

/** Blocks of a page one under another with even space between them (pages keep no styles). */
export function Stack({ gap = 'lg', children }: { gap?: keyof typeof styles.gap; children: React.ReactNode }) {
  return <div className={styles.gap[gap]}>{children}</div>;
}
