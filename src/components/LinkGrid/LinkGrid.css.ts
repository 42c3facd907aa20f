import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { columnGrid } from '../../styles/layouts';

export const accent = createVar();

export const root = style(columnGrid(2, 3, 4));

export const tile = style({
  vars: { [accent]: vars.color.brand },
  height: '100%',
  minHeight: '7.5rem',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: accent,
  color: vars.color.textOnBrand,
  textDecoration: 'none',
  boxShadow: vars.shadow.sm,
  transition: 'transform 150ms ease, box-shadow 150ms ease',
  selectors: {
    '&:hover': { transform: 'translateY(-2px)', boxShadow: vars.shadow.md },
  },
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.pill,
  background: 'rgba(255, 255, 255, 0.18)',
});

export const label = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});
