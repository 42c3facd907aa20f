import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

// Fixed above the bottom navigation: it never moves the page, online or offline.
export const note = style({
  position: 'fixed',
  insetInline: vars.space.md,
  bottom: `calc(${vars.layout.navHeight} + env(safe-area-inset-bottom, 0px) + ${vars.space.xs})`,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
  margin: 0,
});

export const text = style({
  maxWidth: '28rem',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  boxShadow: vars.shadow.md,
});
