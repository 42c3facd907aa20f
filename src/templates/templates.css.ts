import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { pillButton } from '../styles/recipes.css';

export const wide = style({ marginInline: 'auto', maxWidth: vars.layout.wideContentWidth });

export const comingSoon = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const comingSoonTitle = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const invite = style({ textAlign: 'center', color: vars.color.textMuted });

export const prose = style({ display: 'grid', gap: vars.space.md, maxWidth: '40rem', fontSize: vars.fontSize.lg });

export const pointsHeading = style({ fontSize: vars.fontSize.lg, marginTop: vars.space.xs });

export const points = style({ paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xxs });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.lg });

export const button = pillButton();

// A province's page: its small map beside the sentence naming its places.
export const provinceIntro = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md, marginBottom: vars.space.md });
