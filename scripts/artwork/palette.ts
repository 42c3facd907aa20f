import { colors, illustration } from '../../src/styles/tokens';

/**
 * The artwork's colours, named as the drawings use them, all read from the design tokens
 * (src/styles/tokens.ts): the site's own colours where a picture shares them (the brand
 * greens of the header, the page background, the text colour), `illustration` for the rest.
 */
export const palette = {
  g900: colors.brandStrong,
  g800: colors.brand,
  g700: illustration.green,
  leaf: illustration.leaf,
  leafLight: illustration.leafLight,
  leafPale: illustration.leafPale,
  leafMist: colors.brandSoft,
  sun: illustration.sun,
  sunLight: illustration.sunLight,
  sunPale: colors.accentSoft,
  sky: illustration.sky,
  skyLight: illustration.skyLight,
  skyPale: illustration.skyPale,
  off: colors.page,
  white: colors.surface,
  ink: colors.text,
  slate: illustration.slate,
} as const;
