import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { textField } from '../../styles/recipes.css';

export const root = style({ position: 'relative', flex: '1 1 14rem', minWidth: 0 });

export const icon = style({
  position: 'absolute',
  left: vars.space.sm,
  top: '50%',
  transform: 'translateY(-50%)',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const input = style([
  textField({ shape: 'pill' }),
  {
    width: '100%',
    paddingLeft: '2.5rem', // room for the icon
    paddingRight: vars.space.sm,
    selectors: {
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
      '&:focus-visible': { borderColor: vars.color.focus },
    },
  },
]);
