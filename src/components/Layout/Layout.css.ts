import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: '-100px',
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.brand,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.md,
  selectors: { '&:focus': { top: vars.space.xs } },
});

// Padding equal to the fixed bars (plus breathing room) keeps content out from under them.
export const main = style({
  display: 'block',
  minHeight: '100vh',
  paddingTop: `calc(${vars.layout.headerHeight} + ${vars.space.md})`,
  paddingBottom: `calc(${vars.layout.navHeight} + env(safe-area-inset-bottom, 0px) + ${vars.space.xl})`,
  paddingInline: vars.space.md,
});

export const container = style({
  maxWidth: vars.layout.contentWidth,
  marginInline: 'auto',
});
