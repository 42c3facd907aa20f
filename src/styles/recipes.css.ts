import { recipe } from '@vanilla-extract/recipes';
import { vars } from './theme.css';

/**
 * The shared control and surface shapes. Components compose these in their own `.css.ts`
 * (`style([iconButton({ tone: 'onBrand' }), { … }])`) and add only what is theirs: a position,
 * a margin, a state of their own. Every visible control here is at least 44 px, the touch
 * target size the site keeps everywhere (WCAG 2.5.5).
 */

/** A round 44 px button or link holding one icon; its accessible name is its aria-label. */
export const iconButton = recipe({
  base: {
    display: 'inline-grid',
    placeItems: 'center',
    width: vars.layout.tapTarget,
    height: vars.layout.tapTarget,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.pill,
    background: 'transparent',
    color: 'inherit',
  },
  variants: {
    tone: {
      // On the green header bar: a light wash on hover, a white focus ring that shows on green.
      onBrand: {
        selectors: {
          '&:hover': { background: 'rgba(255, 255, 255, 0.14)' },
          '&:focus-visible': { outlineColor: vars.color.textOnBrand },
        },
      },
      // On any background (a toast, light or red): a grey wash that shows on both.
      plain: { selectors: { '&:hover': { background: 'rgba(127, 127, 127, 0.16)' } } },
      // Quiet, on a white surface.
      muted: { color: vars.color.textMuted, selectors: { '&:hover': { background: vars.color.surfaceMuted } } },
      // A white disc with a border, on a card.
      outlined: {
        border: `1px solid ${vars.color.border}`,
        background: vars.color.surface,
        color: vars.color.textMuted,
      },
      // A white disc floating over a picture.
      raised: {
        background: 'rgba(255, 255, 255, 0.9)',
        color: vars.color.brandStrong,
        boxShadow: vars.shadow.md,
        selectors: { '&:hover': { background: vars.color.surface } },
      },
    },
  },
});

/** A rounded call to action (a link or a button) with text and an optional icon. */
export const pillButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: vars.layout.tapTarget,
    paddingInline: vars.space.lg,
    borderRadius: vars.radius.pill,
    fontWeight: vars.fontWeight.bold,
    textDecoration: 'none',
  },
  variants: {
    tone: {
      primary: {
        border: 'none',
        background: vars.color.brand,
        color: vars.color.textOnBrand,
        selectors: { '&:hover': { background: vars.color.brandStrong } },
      },
      outline: { border: `1px solid ${vars.color.brand}`, background: vars.color.surface, color: vars.color.brand },
      quiet: {
        border: `1px solid ${vars.color.border}`,
        background: vars.color.surfaceMuted,
        color: vars.color.text,
        selectors: { '&:hover': { background: vars.color.brandSoft } },
      },
    },
    // Inside a card, where the card's own padding already gives room: 40 px high, smaller text.
    size: {
      regular: {},
      compact: { gap: vars.space.xxs, minHeight: '40px', paddingInline: vars.space.md, fontSize: vars.fontSize.sm },
    },
  },
  defaultVariants: { tone: 'primary', size: 'regular' },
});

/**
 * A text box, a select or a file picker: white, with a thin border, 16 px text (no
 * zoom-on-focus on iOS). A pill for the list toolbars; a box for forms. `strong` gives the
 * border the contrast of muted text. Heights and padding stay with the field that knows them.
 */
export const textField = recipe({
  base: {
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    fontSize: vars.fontSize.md,
  },
  variants: {
    shape: {
      pill: { height: vars.layout.tapTarget, borderRadius: vars.radius.pill },
      box: { borderRadius: vars.radius.sm },
    },
    border: {
      soft: {},
      strong: { borderColor: vars.color.textMuted },
    },
  },
  defaultVariants: { shape: 'box', border: 'soft' },
});

/** A white card: every listing, event and destination. `lift` for a card that is itself a link. */
export const card = recipe({
  base: {
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
  },
  variants: {
    lift: {
      true: {
        transition: 'transform 150ms ease, box-shadow 150ms ease',
        selectors: { '&:hover': { transform: 'translateY(-2px)', boxShadow: vars.shadow.md } },
      },
      false: {},
    },
  },
  defaultVariants: { lift: false },
});
