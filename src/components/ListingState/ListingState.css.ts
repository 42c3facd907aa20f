import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const notes = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, fontSize: vars.fontSize.xs });

/** "Temporarily closed": a word to see before the links. */
export const closedForNow = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });

/** "Checked Nov 2026"; muted further (never hidden) once it no longer stands. */
export const checked = style({
  color: vars.color.textMuted,
  selectors: { '&[data-stale]': { fontStyle: 'italic' } },
});
