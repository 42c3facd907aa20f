import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { iconButton as iconButtonRecipe } from '../../styles/recipes.css';

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
  minHeight: vars.layout.tapTarget,
  borderRadius: vars.radius.sm,
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const iconButton = iconButtonRecipe({ tone: 'onBrand' });
