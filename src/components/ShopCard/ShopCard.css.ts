import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { card, pillButton } from '../../styles/recipes.css';

export const root = style([
  card(),
  {
    position: 'relative',
    width: '100%',
    display: 'grid',
    // minmax(0, …): a long word in the name wraps instead of widening the card.
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    gridTemplateRows: 'auto auto auto 1fr',
    columnGap: vars.space.md,
    rowGap: vars.space.xxs,
    alignItems: 'start',
    padding: vars.space.md,
  },
]);

export const logo = style({ gridRow: '1 / span 4' });

export const name = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  paddingRight: '2.5rem',
  overflowWrap: 'anywhere',
});

export const nameLink = style({ color: 'inherit', textDecorationThickness: '1px', textUnderlineOffset: '3px' });

export const location = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

// At the foot of the card, under the name and place.
const placement = { justifySelf: 'start', alignSelf: 'end', marginTop: vars.space.xs } as const;

export const visit = style([pillButton({ size: 'compact' }), placement]);

export const mapLink = style([pillButton({ tone: 'outline', size: 'compact' }), placement, { selectors: { '&:hover': { background: vars.color.brandSoft } } }]);

export const credit = style({ gridColumn: 2, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

// A line of its own, so the link gets a target of at least 24 px (WCAG 2.5.8).
export const creditLink = style({ color: 'inherit', display: 'inline-block', paddingBlock: vars.space.xxs });

export const action = style({ position: 'absolute', top: vars.space.xs, right: vars.space.xs });
