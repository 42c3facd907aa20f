import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const root = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.nav,
  height: `calc(${vars.layout.navHeight} + env(safe-area-inset-bottom, 0px))`,
  paddingBottom: 'env(safe-area-inset-bottom, 0px)',
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: '0 -2px 10px rgba(15, 23, 42, 0.06)',
});

export const list = style({
  listStyle: 'none',
  padding: 0,
  height: vars.layout.navHeight,
  maxWidth: vars.layout.contentWidth,
  marginInline: 'auto',
  display: 'grid',
  gridTemplateColumns: 'repeat(5, 1fr)',
});

export const tab = style({
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2px',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  textDecoration: 'none',
  borderRadius: vars.radius.md,
  selectors: {
    '&:hover': { color: vars.color.brand },
    '&[aria-current="page"]': { color: vars.color.brand, fontWeight: vars.fontWeight.bold },
  },
});

export const iconWrap = style({
  display: 'grid',
  placeItems: 'center',
  width: '3.25rem',
  height: '1.875rem',
  borderRadius: vars.radius.pill,
  selectors: {
    [`${tab}[aria-current="page"] &`]: { background: vars.color.brandSoft },
  },
});
