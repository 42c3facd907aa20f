import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const root = style({
  textAlign: 'center',
  padding: `${vars.space.xxl} ${vars.space.md}`,
  color: vars.color.textMuted,
});

export const title = style({ fontSize: vars.fontSize.xl, color: vars.color.text, marginBottom: vars.space.xs });
