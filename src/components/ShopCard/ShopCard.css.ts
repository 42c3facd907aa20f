import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const root = style({
  position: 'relative',
  width: '100%',
  display: 'grid',
  // minmax(0, …): a long word in the name wraps instead of widening the card.
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gridTemplateRows: 'auto auto 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  alignItems: 'start',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const logo = style({ gridRow: '1 / span 3' });

export const name = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  paddingRight: '2.5rem',
  overflowWrap: 'anywhere',
});

export const location = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const visit = style({
  justifySelf: 'start',
  alignSelf: 'end',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  marginTop: vars.space.xs,
  minHeight: '40px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.brandStrong } },
});

export const mapLink = style([
  visit,
  {
    background: vars.color.surface,
    color: vars.color.brand,
    border: `1px solid ${vars.color.brand}`,
    selectors: { '&:hover': { background: vars.color.brandSoft } },
  },
]);

export const credit = style({ gridColumn: 2, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

// A line of its own, so the link gets a target of at least 24 px (WCAG 2.5.8).
export const creditLink = style({ color: 'inherit', display: 'inline-block', paddingBlock: vars.space.xxs });

export const action = style({ position: 'absolute', top: vars.space.xs, right: vars.space.xs });
