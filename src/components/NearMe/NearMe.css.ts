import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: vars.layout.tapTarget,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
});

// A line of its own under the controls, empty (no height) until there is something to say; never
// display: none, so a screen reader hears the live region's first sentence.
export const message = style({
  flexBasis: '100%',
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
