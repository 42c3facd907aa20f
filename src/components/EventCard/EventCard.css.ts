import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  overflow: 'hidden',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  color: vars.color.text,
  textDecoration: 'none',
  transition: 'transform 150ms ease, box-shadow 150ms ease',
  selectors: { '&:hover': { transform: 'translateY(-2px)', boxShadow: vars.shadow.md } },
});

// Posters are 4:5; the box keeps that shape before the picture arrives.
export const poster = style({ display: 'block', width: '100%', aspectRatio: '4 / 5' });

export const body = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  padding: vars.space.sm,
});

// min-width 0 lets the flex item shrink below its longest word, which then wraps.
export const name = style({
  minWidth: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const icon = style({ flexShrink: 0, color: vars.color.brand });
