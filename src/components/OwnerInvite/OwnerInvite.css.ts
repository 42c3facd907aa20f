import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { pillButton } from '../../styles/recipes.css';

export const root = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.accentSoft,
  border: `1px solid ${vars.color.border}`,
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const text = style({ color: vars.color.text, maxWidth: '40rem' });

export const action = style([pillButton(), { marginTop: vars.space.xs, paddingBlock: vars.space.xs }]);
