import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const root = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: vars.zIndex.header,
  height: vars.layout.headerHeight,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  boxShadow: vars.shadow.md,
});

export const inner = style({
  height: '100%',
  maxWidth: vars.layout.wideContentWidth,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const home = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: 'inherit',
  textDecoration: 'none',
  fontWeight: vars.fontWeight.heavy,
  fontSize: vars.fontSize.lg,
  letterSpacing: '0.01em',
  minHeight: '44px',
  borderRadius: vars.radius.sm,
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const iconButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.pill,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  selectors: {
    '&:hover': { background: 'rgba(255, 255, 255, 0.14)' },
    '&:focus-visible': { outlineColor: vars.color.textOnBrand },
  },
});
