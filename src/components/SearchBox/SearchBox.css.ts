import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { textField } from '../../styles/recipes.css';

export const root = style({ position: 'relative', flex: '1 1 14rem', minWidth: 0 });

// The magnifier, a submit button over the field's left padding: as tall as the field, round like it.
export const submit = style({
  position: 'absolute',
  insetBlock: 0,
  left: 0,
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.brand } },
});

export const input = style([
  textField({ shape: 'pill' }),
  {
    width: '100%',
    paddingLeft: '2.5rem', // room for the magnifier
    paddingRight: vars.space.sm,
    selectors: {
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
      '&:focus-visible': { borderColor: vars.color.focus },
    },
  },
]);
