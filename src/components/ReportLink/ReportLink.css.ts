import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

// Above a tile's whole-card link (its ::after covers the card), so it can be pressed on its own.
export const root = style({
  position: 'relative',
  zIndex: 1,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  padding: `${vars.space.xs} 0`,
  selectors: { '&:hover': { color: vars.color.text }, '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
