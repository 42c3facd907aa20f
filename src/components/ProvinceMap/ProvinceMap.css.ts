import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { media } from '../../styles/tokens';

export const root = style({ marginBottom: vars.space.lg });

export const heading = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space.xs });

// Map and list side by side at every width: on a phone the map stays a third of the screen high, and the shops follow soon.
export const layout = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 10rem) 1fr',
  alignItems: 'start',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 20rem) 1fr' } },
});

export const figure = style({ margin: 0 });

export const small = style({ margin: 0, maxWidth: '11rem' });

export const svg = style({ display: 'block', width: '100%', height: 'auto' });

// Land with no shops, then the four shading classes (src/gatsby/province-map.ts SHADE_FLOORS), light to dark green.
const fills = ['#e2e8e2', '#bbf7d0', '#4ade80', '#16a34a', '#14532d'];
const shades = styleVariants(Object.fromEntries(fills.map((fill, index) => [index, { fill, stroke: '#ffffff', strokeWidth: 0.6 }])));
/** The class of a shading class (0: no shops). */
export const shade: readonly string[] = fills.map((_, index) => shades[index] ?? '');

export const highlight = style({ fill: vars.color.brand, stroke: '#ffffff', strokeWidth: 0.6 });

export const link = style({ cursor: 'pointer' });
// A province under the pointer or the keyboard's focus is outlined, besides the page's focus ring.
globalStyle(`${link}:hover path, ${link}:focus-visible path`, { stroke: vars.color.focus, strokeWidth: 2 });
globalStyle(`${link}:focus-visible`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: 1 });

export const insetFrame = style({ fill: vars.color.surface, stroke: vars.color.border, strokeWidth: 1 });

export const insetTitle = style({ fontSize: 11, fill: vars.color.text, fontWeight: vars.fontWeight.bold });

export const caption = style({ display: 'grid', gap: vars.space.xxs, marginTop: vars.space.xs, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const legend = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });

export const swatch = style({ display: 'inline-block', width: '0.9rem', height: '0.9rem' });

export const credit = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.md}`,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});
globalStyle(`${list} a`, { display: 'inline-flex', alignItems: 'center', minHeight: vars.layout.tapTarget });
