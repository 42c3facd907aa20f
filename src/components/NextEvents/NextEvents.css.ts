import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, selectors: { '&[hidden]': { display: 'none' } } });

export const header = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm });

export const heading = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });

export const all = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.layout.tapTarget,
  color: vars.color.brandStrong,
  fontWeight: vars.fontWeight.bold,
});

export const list = style({ listStyle: 'none', padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const name = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, color: vars.color.text, overflowWrap: 'anywhere' });
