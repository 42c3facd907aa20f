import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

// The same round 44px control as the header's About button.
export const iconButton = style({
  position: 'relative',
  display: 'inline-grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.pill,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  selectors: {
    '&:hover': { background: 'rgba(255, 255, 255, 0.14)' },
    '&:focus-visible': { outlineColor: vars.color.textOnBrand },
    '&:disabled': { cursor: 'progress', opacity: 0.7 },
  },
});

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
