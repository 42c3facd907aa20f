import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { media } from '../../styles/tokens';

// Three buttons side by side even on a 360 px phone.
export const root = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.xs,
  '@media': { [media.md]: { gap: vars.space.md } },
});

export const button = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minHeight: '4.5rem',
  padding: vars.space.xs,
  borderRadius: vars.radius.lg,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
  textDecoration: 'none',
  boxShadow: vars.shadow.sm,
  transition: 'transform 150ms ease, background-color 150ms ease',
  selectors: { '&:hover': { background: vars.color.brandStrong, transform: 'translateY(-2px)' } },
  '@media': { [media.md]: { flexDirection: 'row', gap: vars.space.xs, fontSize: vars.fontSize.md, minHeight: '3.5rem' } },
});
