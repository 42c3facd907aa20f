import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { aboveBottomNav } from '../../styles/layouts';

// Fixed above the bottom navigation: it never moves the page, online or offline.
export const note = style({ ...aboveBottomNav(vars.space.xs), margin: 0 });

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

// In a draft form, among its fields: the same box as the form's other notes (SuggestPage.css.ts `box`).
export const form = style({ padding: vars.space.sm, borderRadius: vars.radius.md, background: vars.color.accentSoft, color: vars.color.text });
