import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { card } from '../../styles/recipes.css';

// An element the page script hides (`hidden`) must stay hidden whatever display its style gives it.
const hideable = { selectors: { '&[hidden]': { display: 'none' } } } as const;

export const root = style([card(), { display: 'flex', flexDirection: 'column', width: '100%', overflow: 'hidden' }]);

export const main = style({ display: 'flex', flexDirection: 'column', color: vars.color.text, textDecoration: 'none' });

// Posters are 4:5: the box keeps that shape before the picture arrives.
export const poster = style({ display: 'block', width: '100%', aspectRatio: '4 / 5' });

export const title = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.sm} 0`,
});

// min-width 0 lets the flex item shrink below its longest word, which then wraps.
export const name = style({ minWidth: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere' });

export const icon = style({ flexShrink: 0, color: vars.color.brand });

export const info = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: vars.space.sm, fontSize: vars.fontSize.sm });

export const when = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const badge = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minWidth: '3.25rem',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
});

export const badgeMonth = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.bold, letterSpacing: '0.05em' });

export const badgeDays = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.heavy, whiteSpace: 'nowrap' });

export const whenText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const today = style([
  hideable,
  {
    alignSelf: 'flex-start',
    padding: `0 ${vars.space.xs}`,
    borderRadius: vars.radius.pill,
    background: vars.color.accentSoft,
    color: vars.color.accent,
    fontWeight: vars.fontWeight.bold,
  },
]);

export const place = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const details = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, marginTop: 'auto', padding: `0 ${vars.space.sm} ${vars.space.sm}` });

export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: vars.layout.tapTarget,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  color: vars.color.brandStrong,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.brandSoft } },
});
