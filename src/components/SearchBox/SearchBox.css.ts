import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const root = style({ position: 'relative', flex: '1 1 14rem', minWidth: 0 });

export const icon = style({
  position: 'absolute',
  left: vars.space.sm,
  top: '50%',
  transform: 'translateY(-50%)',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const input = style({
  width: '100%',
  height: '44px',
  paddingLeft: '2.5rem',
  paddingRight: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  fontSize: vars.fontSize.md, // 16px: no zoom-on-focus on iOS
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus-visible': { borderColor: vars.color.focus },
  },
});
