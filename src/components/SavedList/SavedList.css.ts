import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const summary = style({ color: vars.color.textMuted, marginBottom: vars.space.md });

export const kind = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  marginBottom: vars.space.xxs,
});

export const card = style({ display: 'grid', height: '100%', alignContent: 'start' });

// A saved item whose listing is no longer in the data: named, marked, removable.
export const removed = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surfaceMuted,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const removedText = style({ flex: 1, minWidth: 0 });

export const removedName = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const removedNote = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const browse = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'center', marginTop: vars.space.md });
