import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { iconButton } from '../../styles/recipes.css';

export const root = style([
  iconButton({ tone: 'outlined' }),
  {
    flexShrink: 0,
    transition: 'background 150ms ease, color 150ms ease',
    selectors: {
      '&:hover': { background: vars.color.surfaceMuted, color: vars.color.brand },
      '&:disabled': { cursor: 'progress', opacity: 0.6 },
      '&[aria-pressed="true"]': { color: vars.color.brand, borderColor: vars.color.brand, background: vars.color.brandSoft },
    },
  },
]);
