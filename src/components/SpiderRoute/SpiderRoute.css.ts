import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { media } from '../../styles/tokens';

export const root = style({ display: 'grid', gap: vars.space.xl });

export const figure = style({ display: 'grid', gap: vars.space.xs });

export const map = style({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const caption = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const prose = style({ display: 'grid', gap: vars.space.md, maxWidth: '40rem', fontSize: vars.fontSize.lg });

export const section = style({ display: 'grid', gap: vars.space.sm });

export const heading = style({ fontSize: vars.fontSize.xl, color: vars.color.brandStrong });

export const facts = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  '@media': { [media.md]: { gridTemplateColumns: 'max-content 1fr', columnGap: vars.space.lg } },
});

export const term = style({ fontWeight: vars.fontWeight.bold, color: vars.color.brandStrong });

export const detail = style({ marginBottom: vars.space.xs, '@media': { [media.md]: { marginBottom: 0 } } });

export const video = style({
  display: 'grid',
  gap: vars.space.xs,
  maxWidth: '40rem',
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
});

export const videoImage = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  transition: 'transform 150ms ease',
  selectors: { [`${video}:hover &`]: { transform: 'translateY(-2px)' } },
});

export const videoLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const back = style({
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.layout.tapTarget,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
});

export const season = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.md, borderRadius: vars.radius.lg, border: `1px solid ${vars.color.border}` });

export const seasonHeading = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const seasonLinks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
