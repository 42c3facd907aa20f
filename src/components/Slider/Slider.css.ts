import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { iconButton } from '../../styles/recipes.css';

/** Each slide's own backdrop (its art's dominant color), set inline per slide. */
export const slideBackground = createVar();

export const root = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.xs,
  borderRadius: vars.radius.lg,
});

// A fixed 16:9 box: nothing below it moves while slides load or change.
export const viewport = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  boxShadow: vars.shadow.md,
  // The slide in and the slide out overlap while they move; keep them in their own layer.
  isolation: 'isolate',
});

export const slide = style({
  vars: { [slideBackground]: vars.color.surfaceMuted },
  position: 'absolute',
  inset: 0,
  background: slideBackground,
  // Horizontal moves are the slider's swipe; vertical ones still scroll the page.
  touchAction: 'pan-y',
  selectors: {
    // A grab cursor only once dragging works.
    [`${root}[data-swipe-ready] &`]: { cursor: 'grab' },
    [`${root}[data-swipe-ready] &:active`]: { cursor: 'grabbing' },
  },
});

export const link = style({ display: 'block', width: '100%', height: '100%' });

export const image = style({ display: 'block', width: '100%', height: '100%' });

// Absolutely placed, so the recipe's inline-grid behaves as a grid.
export const arrow = style([iconButton({ tone: 'raised' }), { position: 'absolute', top: '50%', zIndex: 2, marginTop: `calc(${vars.layout.tapTarget} / -2)` }]);

export const previous = style([arrow, { left: vars.space.xs }]);
export const next = style([arrow, { right: vars.space.xs }]);

export const dots = style({
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space.xs,
  listStyle: 'none',
  padding: 0,
});

export const dot = style({
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.border,
  transition: 'width 200ms ease, background-color 200ms ease',
});

export const dotCurrent = style([dot, { width: '1.5rem', background: vars.color.brand }]);
