import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** "Open now · closes 6:00 PM" in the brand's green; closed in muted text. Empty until the device's clock fills it. */
export const label = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  selectors: { '&[data-open]': { color: vars.color.brand }, '&:empty': { display: 'none' } },
});

/** A shop's services and payment methods as short labels. */
export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });
export const tag = style({
  fontSize: vars.fontSize.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
});

/** The weekly table on a shop's page: today's line marked. */
export const week = style({ borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const weekRow = style({ selectors: { '&[aria-current]': { fontWeight: vars.fontWeight.bold, background: vars.color.brandSoft } } });
export const weekCell = style({ padding: `${vars.space.xxs} ${vars.space.sm}`, textAlign: 'left', verticalAlign: 'top' });
