import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { textField } from '../../styles/recipes.css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  marginBottom: vars.space.md,
});

// The brand screens keep the search in reach while scrolling (spec: 'sticky search box').
export const sticky = style({
  position: 'sticky',
  top: vars.layout.headerHeight,
  zIndex: vars.zIndex.sticky,
  marginInline: `calc(${vars.space.md} * -1)`,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  background: vars.color.page,
});

export const select = style([textField({ shape: 'pill' }), { maxWidth: '100%', paddingInline: vars.space.sm }]);

// A line of its own under the controls, in the toolbar's search landmark.
export const noScript = style({ flexBasis: '100%', fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const count = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, marginBottom: vars.space.sm });

export const footer = style({
  marginTop: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontStyle: 'italic',
});

export const more = style({
  display: 'block',
  marginInline: 'auto',
  marginTop: vars.space.lg,
  minHeight: vars.layout.tapTarget,
  paddingInline: vars.space.lg,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
});

// "Show every province": a plain text button in the count's line.
export const clear = style({
  minHeight: vars.layout.tapTarget,
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.brand,
  fontSize: 'inherit',
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  cursor: 'pointer',
});
