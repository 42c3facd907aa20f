import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { card } from '../../styles/recipes.css';

export const root = style([
  card({ lift: true }),
  {
    position: 'relative',
    width: '100%',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.sm,
    padding: `${vars.space.md} ${vars.space.sm}`,
    textAlign: 'center',
    // A keyboard user on the tile's link sees its shadow deepen, as on hover.
    selectors: { '&:focus-within': { boxShadow: vars.shadow.md } },
  },
]);

export const size = styleVariants({
  regular: {},
  large: { padding: `${vars.space.lg} ${vars.space.md}` },
});

export const name = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

// The whole tile is the link's hit area; the visible text stays the accessible name.
export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

// Above the tile's stretched link, as its own target of at least 24 px (WCAG 2.5.8).
export const visit = style({
  position: 'relative',
  zIndex: 1,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: '24px',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const meta = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

// Controls placed on a tile (the save toggle) sit above the stretched link.
export const action = style({ position: 'absolute', top: vars.space.xxs, right: vars.space.xxs, zIndex: 1 });
