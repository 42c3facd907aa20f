import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  height: vars.layout.tapTarget,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { borderColor: vars.color.brand, color: vars.color.brand } },
});

// Both orders' icon and text are in the button; its data-sort shows one (list-script.ts flips it before the app starts).
export const asc = style({ selectors: { [`${root}[data-sort="desc"] &`]: { display: 'none' } } });
export const desc = style({ selectors: { [`${root}:not([data-sort="desc"]) &`]: { display: 'none' } } });
