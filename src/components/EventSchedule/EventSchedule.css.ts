import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { columnGrid } from '../../styles/layouts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

// Sections and months the page script hides stay hidden.
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, selectors: { '&[hidden]': { display: 'none' } } });

export const heading = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });

export const month = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, color: vars.color.textMuted });

export const note = style({ color: vars.color.textMuted, selectors: { '&[hidden]': { display: 'none' } } });

export const grid = style(columnGrid(2, 3, 4));

export const item = style({ display: 'flex', minWidth: 0, selectors: { '&[hidden]': { display: 'none' } } });

export const subscribe = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
});

export const subscribeText = style({ flex: '1 1 16rem', display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const subscribeHeading = style({ fontWeight: vars.fontWeight.bold });

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: vars.layout.tapTarget,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
});

export const fileLink = style({ color: vars.color.brandStrong, fontWeight: vars.fontWeight.medium });
