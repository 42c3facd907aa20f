/**
 * Layouts more than one component takes, as style objects for a component's own `.css.ts`
 * (`style({ ...columnGrid(2, 3, 4), … })`). Plain functions, so not a `.css.ts` file (those may
 * export only styles); they run only when the styles are built.
 */
import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { media } from './tokens';

const columns = (count: string | number) => `repeat(${count}, minmax(0, 1fr))`;

/** A list as a grid of equal columns: `base` of them on a phone, `md` and `lg` from those widths. A count may be a CSS variable. */
export function columnGrid(base: string | number, md: string | number, lg: string | number): StyleRule {
  return {
    listStyle: 'none',
    padding: 0,
    display: 'grid',
    gap: vars.space.sm,
    gridTemplateColumns: columns(base),
    '@media': {
      [media.md]: { gridTemplateColumns: columns(md), gap: vars.space.md },
      [media.lg]: { gridTemplateColumns: columns(lg) },
    },
  };
}

/** Fixed and centred `gap` above the bottom navigation: it never moves the page; only what it holds takes clicks. */
export function aboveBottomNav(gap: string): StyleRule {
  return {
    position: 'fixed',
    insetInline: vars.space.md,
    bottom: `calc(${vars.layout.navHeight} + env(safe-area-inset-bottom, 0px) + ${gap})`,
    zIndex: vars.zIndex.toast,
    display: 'flex',
    justifyContent: 'center',
    pointerEvents: 'none',
  };
}
