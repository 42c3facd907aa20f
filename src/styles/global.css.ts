import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { media } from './tokens';

// A small modern reset.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('*', { margin: 0 });
globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  // Anchored targets land below the fixed header.
  scrollPaddingTop: `calc(${vars.layout.headerHeight} + ${vars.space.md})`,
});
globalStyle('body', {
  minHeight: '100vh',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.page,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('img, picture, svg, video', { display: 'block', maxWidth: '100%' });
globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });
globalStyle('button', { cursor: 'pointer' });
globalStyle('h1, h2, h3, h4', { lineHeight: vars.lineHeight.tight, overflowWrap: 'break-word' });
globalStyle('p', { overflowWrap: 'break-word' });
globalStyle('a', { color: vars.color.brand });

// One visible focus ring for every control, only for keyboard focus.
globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
