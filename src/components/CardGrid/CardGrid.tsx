import * as React from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { MotionScope, useEntranceMotion } from '../Motion/use-motion';
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
  // Tiles on the page as it loads stay put; a new page or a new search result enters with motion.
  const motion = useEntranceMotion(items);
  const list = (
    <ul
      className={styles.root}
      aria-label={label}
      style={assignInlineVars({
        [styles.columnsBase]: String(columns.base),
        [styles.columnsMd]: String(columns.md),
        [styles.columnsLg]: String(columns.lg),
      })}
    >
      {items.map((item, index) =>
        motion ? (
          <motion.m.li
            key={keyOf(item)}
            className={styles.item}
            initial={{ opacity: 0, y: 12 }}
            animate={{ opacity: 1, y: 0 }}
            transition={{ duration: 0.3, delay: Math.min(index, MAX_STAGGERED) * STAGGER_S }}
          >
            {renderItem(item)}
          </motion.m.li>
        ) : (
          <li key={keyOf(item)} className={styles.item}>
            {renderItem(item)}
          </li>
        ),
      )}
    </ul>
  );
  return motion ? <MotionScope runtime={motion}>{list}</MotionScope> : list;
}
