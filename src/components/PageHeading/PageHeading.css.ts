import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { media } from '../../styles/tokens';

export const root = style({ marginBlock: `${vars.space.md} ${vars.space.lg}` });

export const title = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.heavy,
  color: vars.color.brandStrong,
  '@media': { [media.md]: { fontSize: vars.fontSize.display } },
});

export const lead = style({ marginTop: vars.space.xs, color: vars.color.textMuted, maxWidth: '40rem' });
