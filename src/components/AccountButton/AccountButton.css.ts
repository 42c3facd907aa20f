import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import * as header from '../Header/Header.css';

// The header's round 44px control (the About button), plus what a lazily loading button needs.
export const iconButton = style([
  header.iconButton,
  {
    position: 'relative',
    selectors: { '&:disabled': { cursor: 'progress', opacity: 0.7 } },
  },
]);

// A small dot on the account button while signed in.
export const signedInDot = style({
  position: 'absolute',
  top: '9px',
  right: '9px',
  width: '10px',
  height: '10px',
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
  border: `2px solid ${vars.color.brand}`,
});
