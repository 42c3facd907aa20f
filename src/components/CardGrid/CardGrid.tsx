import * as React from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { MotionScope, useEntranceMotion, type MotionRuntime } from '../Motion/use-motion';
import * as styles from './CardGrid.css';

export interface Columns {
  base: number;
  md: number;
  lg: number;
}

/** Spec section 9: 0.05 s more delay per tile, 0.3 s each. Capped so tile 200 is not 10 s late. */
const STAGGER_S = 0.05;
const MAX_STAGGERED = 24;
const HIDDEN = { opacity: 0, y: 12 };
const SHOWN = { opacity: 1, y: 0 };

interface CardGridProps<T> {
  items: readonly T[];
  columns: Columns;
  keyOf: (item: T) => string;
  renderItem: (item: T) => React.ReactNode;
  label?: string;
  /** Attributes of the list element (a `data-` hook for the list page's script). */
  listAttributes?: Record<string, string>;
  /** Attributes of each item's element, written into the static HTML for the list page's script. */
  itemAttributes?: (item: T) => Record<string, string>;
}

interface TileProps {
  item: unknown;
  renderItem: (item: never) => React.ReactNode;
  motion: MotionRuntime | null;
  /** The tile's place in the list when it mounted: its entrance delay. */
  index: number;
  attributes?: Record<string, string>;
}

/**
 * One tile, rendered again only when its item, the screen's renderItem or the motion
 * changes. A keystroke in a directory's search re-renders the grid: the tiles it keeps
 * (the same item objects) are skipped, and only the tiles new to the results render. Its
 * place in the list is left out of the comparison: it only sets the entrance delay, which
 * plays once, when the tile mounts.
 */
const Tile = React.memo(
  function Tile({ item, renderItem, motion, index, attributes }: TileProps) {
    const content = renderItem(item as never);
    // The page's script may have hidden the tile (`hidden`) before the app started; the app then removes that (list-script.ts).
    if (!motion)
      return (
        <li className={styles.item} {...attributes} suppressHydrationWarning>
          {content}
        </li>
      );
    return (
      <motion.m.li className={styles.item} initial={HIDDEN} animate={SHOWN} transition={{ duration: 0.3, delay: Math.min(index, MAX_STAGGERED) * STAGGER_S }}>
        {content}
      </motion.m.li>
    );
  },
  (before, after) => before.item === after.item && before.renderItem === after.renderItem && before.motion === after.motion,
);

/** The grid's list element's class and columns: also for a list of tiles written outside React (list-script.ts). */
export function gridListProps(columns: Columns): { className: string; style: React.CSSProperties } {
  return {
    className: styles.root,
    style: assignInlineVars({ [styles.columnsBase]: String(columns.base), [styles.columnsMd]: String(columns.md), [styles.columnsLg]: String(columns.lg) }),
  };
}

/** A tile's element (its `<li>`) with `inner` as its content, as HTML. */
export function tileHtml(inner: string): string {
  return `<li class="${styles.item}">${inner}</li>`;
}

export function CardGrid<T>({ items, columns, keyOf, renderItem, label, listAttributes, itemAttributes }: CardGridProps<T>) {
  // Tiles on the page as it loads stay put; a new page or a new search result enters with motion.
  const motion = useEntranceMotion(items);
  const list = (
    <ul aria-label={label} {...listAttributes} suppressHydrationWarning {...gridListProps(columns)}>
      {items.map((item, index) => (
        <Tile key={keyOf(item)} item={item} renderItem={renderItem} motion={motion} index={index} attributes={itemAttributes?.(item)} />
      ))}
    </ul>
  );
  return motion ? <MotionScope runtime={motion}>{list}</MotionScope> : list;
}
