import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/theme.css';
import { card } from '../../styles/recipes.css';

export const root = style([
  card({ lift: true }),
  {
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    overflow: 'hidden',
    color: vars.color.text,
    textDecoration: 'none',
  },
]);

// The box keeps the picture's shape before it arrives: event posters are 4:5, destination photos 4:3.
export const picture = recipe({
  base: { display: 'block', width: '100%' },
  variants: { shape: { poster: { aspectRatio: '4 / 5' }, landscape: { aspectRatio: '4 / 3' } } },
});

// A poster is tall, so its caption stays small; a landscape card has room for a larger name.
export const body = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.xs,
  },
  variants: { shape: { poster: { padding: vars.space.sm }, landscape: { padding: vars.space.md } } },
});

// min-width 0 lets the flex item shrink below its longest word, which then wraps.
export const name = recipe({
  base: { minWidth: 0, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere' },
  variants: { shape: { poster: { fontSize: vars.fontSize.md }, landscape: { fontSize: vars.fontSize.lg } } },
});

export const icon = style({ flexShrink: 0, color: vars.color.brand });
