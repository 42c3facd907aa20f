import * as React from 'react';
import { m, useReducedMotion } from 'framer-motion';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useHydrated } from '../../hooks/use-hydrated';
import * as styles from './CardGrid.css';

export interface Columns {
  base: number;
  md: number;
  lg: number;
}

/** Spec section 9: 0.05 s more delay per tile, 0.3 s each. Capped so tile 200 is not 10 s late. */
const STAGGER_S = 0.05;
const MAX_STAGGERED = 24;

interface CardGridProps<T> {
  items: readonly T[];
  columns: Columns;
  keyOf: (item: T) => string;
  renderItem: (item: T) => React.ReactNode;
  label?: string;
}

export function CardGrid<T>({ items, columns, keyOf, renderItem, label }: CardGridProps<T>) {
  const hydrated = useHydrated();
  // Reduced motion: tiles are simply there; nothing slides or fades.
  const reduceMotion = useReducedMotion();
  const animate = hydrated && !reduceMotion;
  return (
    <ul
      className={styles.root}
      aria-label={label}
      style={assignInlineVars({
        [styles.columnsBase]: String(columns.base),
        [styles.columnsMd]: String(columns.md),
        [styles.columnsLg]: String(columns.lg),
      })}
    >
      {items.map((item, index) => (
        <m.li
          key={keyOf(item)}
          className={styles.item}
          initial={animate ? { opacity: 0, y: 12 } : false}
          animate={{ opacity: 1, y: 0 }}
          transition={{ duration: 0.3, delay: Math.min(index, MAX_STAGGERED) * STAGGER_S }}
        >
          {renderItem(item)}
        </m.li>
      ))}
    </ul>
  );
}
