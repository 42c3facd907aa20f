import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { media } from '../../styles/tokens';

// Column counts per width are CSS variables set inline by each screen (braid's pattern).
export const columnsBase = createVar();
export const columnsMd = createVar();
export const columnsLg = createVar();

export const root = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: `repeat(${columnsBase}, minmax(0, 1fr))`,
  '@media': {
    [media.md]: { gridTemplateColumns: `repeat(${columnsMd}, minmax(0, 1fr))`, gap: vars.space.md },
    [media.lg]: { gridTemplateColumns: `repeat(${columnsLg}, minmax(0, 1fr))` },
  },
});

export const item = style({
  display: 'flex',
  minWidth: 0,
  // Off-screen cards skip layout and paint until they scroll near: long lists stay fast.
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 12rem',
});
