import { style } from '@vanilla-extract/css';

/** What lucide's own icons carry as attributes, given once here: the symbols in the sprite take them from the icon that shows them. */
export const icon = style({
  display: 'inline-block',
  flexShrink: 0,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

/** A pressed save toggle's bookmark, filled in. */
export const filled = style({ fill: 'currentColor' });

/** The sprite takes no room and is never seen: only its symbols are used. */
export const sprite = style({ position: 'absolute', width: 0, height: 0, overflow: 'hidden' });
