import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

// Every page inlines the site's stylesheet, and a listing's page has a 12 KB budget: these rules are few on purpose.

/** "Open now · closes 6:00 PM" in the brand's green; closed in muted text. Empty until the device's clock fills it. */
export const label = style({ fontWeight: vars.fontWeight.bold, color: vars.color.textMuted, selectors: { '&[data-open]': { color: vars.color.brand } } });

/** The weekly table on a shop's page, today's line marked. */
export const week = style({ borderSpacing: `${vars.space.sm} ${vars.space.xxs}` });
export const today = style({ selectors: { '&[aria-current]': { fontWeight: vars.fontWeight.bold, background: vars.color.brandSoft } } });
