/**
 * Plain design tokens. The theme contract (theme.css.ts) is built from these,
 * and components use only the resulting `vars.*`.
 */
export const colors = {
  brand: '#166534', // deep green: header, active tab, primary buttons
  brandStrong: '#14532d',
  brandSoft: '#dcfce7',
  accent: '#b45309', // warm sun, dark enough for text on white
  accentSoft: '#fef3c7',
  sky: '#0369a1',
  page: '#f8faf7',
  surface: '#ffffff',
  surfaceMuted: '#f1f5f1',
  text: '#0f172a',
  textMuted: '#475569',
  textOnBrand: '#ffffff',
  border: '#d9e2d9',
  focus: '#2563eb',
  danger: '#b91c1c',
  dangerSoft: '#fee2e2',
  overlay: 'rgba(15, 23, 42, 0.55)',
} as const;

export const space = {
  none: '0',
  xxs: '0.25rem',
  xs: '0.5rem',
  sm: '0.75rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  xxl: '3rem',
} as const;

export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  xxl: '1.75rem',
  display: '2.25rem',
} as const;

export const lineHeight = { tight: '1.2', normal: '1.5' } as const;

export const fontWeight = { regular: '400', medium: '500', bold: '700', heavy: '800' } as const;

export const font = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
} as const;

export const radius = { sm: '0.375rem', md: '0.75rem', lg: '1rem', pill: '999px' } as const;

export const shadow = {
  sm: '0 1px 2px rgba(15, 23, 42, 0.08)',
  md: '0 4px 12px rgba(15, 23, 42, 0.10)',
  lg: '0 12px 32px rgba(15, 23, 42, 0.16)',
} as const;

export const zIndex = { base: '0', sticky: '10', header: '50', nav: '50', dialog: '100', toast: '200' } as const;

/** Fixed bars: the main area is padded by these so content is never hidden under them. */
export const layout = {
  headerHeight: '3.5rem',
  navHeight: '4rem',
  contentWidth: '64rem',
  wideContentWidth: '76rem',
  /** The smallest touch target: every control is at least this high (WCAG 2.5.5). */
  tapTarget: '44px',
} as const;

/** Mobile first: these are min-widths. */
export const breakpoints = { sm: 480, md: 768, lg: 1024 } as const;

export const media = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

/**
 * The drawn artwork's own tints (slides, event posters, the Spider Route pictures that
 * `npm run artwork` draws): brighter greens, the sun and the sky a picture needs beside
 * `colors`. The UI uses only `colors`; the artwork uses both (scripts/artwork/palette.ts).
 */
export const illustration = {
  green: '#15803d',
  leaf: '#22c55e',
  leafLight: '#86efac',
  leafPale: '#bbf7d0',
  sun: '#f59e0b',
  sunLight: '#fde68a',
  sky: '#0ea5e9',
  skyLight: '#bae6fd',
  skyPale: '#e0f2fe',
  slate: '#334155',
} as const;
