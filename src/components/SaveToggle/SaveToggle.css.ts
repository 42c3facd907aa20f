import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const root = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  transition: 'background 150ms ease, color 150ms ease',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.brand },
    '&:disabled': { cursor: 'progress', opacity: 0.6 },
    '&[aria-pressed="true"]': { color: vars.color.brand, borderColor: vars.color.brand, background: vars.color.brandSoft },
  },
});
