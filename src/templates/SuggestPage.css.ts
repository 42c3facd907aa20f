import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { pillButton } from '../styles/recipes.css';

export const root = style({ display: 'grid', gap: vars.space.lg, maxWidth: '40rem' });
export const subheading = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space.sm });
export const lists = style({ display: 'grid', gap: vars.space.xs, paddingLeft: 0, listStyle: 'none' });
export const listLink = style({ color: vars.color.brand, fontWeight: vars.fontWeight.bold });
export const form = style({ display: 'grid', gap: vars.space.md });
export const field = style({ display: 'grid', gap: vars.space.xxs });
export const label = style({ fontWeight: vars.fontWeight.bold });
export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const input = style({
  font: 'inherit',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' } },
});
export const submit = pillButton();
export const note = style({ color: vars.color.textMuted });
export const instagram = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs, color: vars.color.brand });
export const findings = style({ display: 'grid', gap: vars.space.xxs, paddingLeft: 0, listStyle: 'none', fontSize: vars.fontSize.sm });
export const error = style({ color: vars.color.danger });
export const review = style({ color: vars.color.accent });
export const box = style({ padding: vars.space.sm, borderRadius: vars.radius.md, background: vars.color.accentSoft, color: vars.color.text });
export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, marginTop: vars.space.xs });
export const secondary = style({
  font: 'inherit',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.brand}`,
  background: vars.color.surface,
  color: vars.color.brand,
  cursor: 'pointer',
});
export const reasons = style({ display: 'grid', gap: vars.space.xs, border: 0, padding: 0, margin: 0 });
export const reason = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  selectors: { '&:focus-within': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
