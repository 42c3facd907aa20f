import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const frame = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  width: 'var(--logo-size)',
  height: 'var(--logo-size)',
  flexShrink: 0,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const image = style({ width: '100%', height: '100%', objectFit: 'contain' });

export const fallback = styleVariants({
  icon: { color: vars.color.brand, background: vars.color.brandSoft },
  monogram: {
    color: vars.color.brandStrong,
    background: vars.color.brandSoft,
    fontWeight: vars.fontWeight.heavy,
    fontSize: 'calc(var(--logo-size) * 0.36)',
    letterSpacing: '0.02em',
  },
  'no-logo': {
    color: vars.color.textMuted,
    background: vars.color.surfaceMuted,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    textTransform: 'uppercase',
  },
});
