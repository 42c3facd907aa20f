import { createGlobalTheme } from '@vanilla-extract/css';
import { colors, font, fontSize, fontWeight, layout, lineHeight, radius, shadow, space, zIndex } from './tokens';

// One contract, built from the plain tokens, exposed as CSS variables on :root.
export const vars = createGlobalTheme(':root', {
  color: colors,
  space,
  fontSize,
  fontWeight,
  lineHeight,
  font,
  radius,
  shadow,
  zIndex,
  layout,
});
