import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { pillButton, textField } from '../../styles/recipes.css';

export const root = style({ display: 'grid', gap: vars.space.lg, maxWidth: vars.layout.wideContentWidth, marginInline: 'auto', minWidth: 0 });

export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});

export const heading = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const field = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const label = style({ fontWeight: vars.fontWeight.bold });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const dropZone = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.lg,
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const dropZoneActive = style({ borderColor: vars.color.brand, background: vars.color.brandSoft });

// minWidth 0: a select or file input is otherwise as wide as its longest option, which pushed /editors 90 px past a phone's screen.
const control = style([textField({ border: 'strong' }), { padding: vars.space.xs, maxWidth: '100%', minWidth: 0 }]);

export const select = style([control, { minHeight: vars.layout.tapTarget }]);

export const fileInput = select;

export const textarea = style([control, { fontFamily: vars.font.mono, minHeight: '8rem', width: '100%', resize: 'vertical' }]);

// Left-aligned in the panels' grid; 16px text also on a <button> (no zoom-on-focus on iOS).
const inPanel = { justifySelf: 'start', fontSize: vars.fontSize.md } as const;

export const button = style([pillButton(), inPanel]);

export const secondaryButton = style([pillButton({ tone: 'quiet' }), inPanel]);

export const progress = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });

export const alert = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.text,
  borderLeft: `4px solid ${vars.color.danger}`,
});

export const summary = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(7rem, 1fr))', gap: vars.space.xs });

export const stat = style({ display: 'grid', padding: vars.space.xs, borderRadius: vars.radius.sm, background: vars.color.surfaceMuted });

export const statValue = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, border: 'none', padding: 0, margin: 0 });

export const filterOption = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs, minHeight: vars.layout.tapTarget });

export const tableWrap = style({ overflowX: 'auto', maxWidth: '100%' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const cell = style({ textAlign: 'left', verticalAlign: 'top', padding: vars.space.xs, borderBottom: `1px solid ${vars.color.border}` });

export const messageCell = style([cell, { minWidth: '14rem', overflowWrap: 'anywhere' }]);

export const severity = styleVariants({
  error: { color: vars.color.danger, fontWeight: vars.fontWeight.bold },
  review: { color: vars.color.accent, fontWeight: vars.fontWeight.bold },
  fixed: { color: vars.color.brand, fontWeight: vars.fontWeight.bold },
});

export const fileList = style({ paddingLeft: vars.space.lg, fontFamily: vars.font.mono, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

/** A found logo beside its row's outcome. */
export const foundLogo = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, flexWrap: 'wrap' });
