import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { media } from '../../styles/tokens';
import { iconButton, textField } from '../../styles/recipes.css';

export const dialog = style({
  // The global reset zeroes margins; the browser centres a modal dialog with margin: auto.
  margin: 'auto',
  width: 'min(28rem, calc(100vw - 2rem))',
  maxHeight: 'calc(100dvh - 2rem)',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  selectors: {
    '&::backdrop': { background: vars.color.overlay },
  },
});

export const inner = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
});

export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.heavy });

export const close = style([iconButton({ tone: 'muted' }), { marginInlineEnd: `calc(-1 * ${vars.space.xs})` }]);

export const intro = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const form = style({ display: 'grid', gap: vars.space.md });

export const field = style({ display: 'grid', gap: vars.space.xxs });

export const label = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });

export const input = style([
  textField(),
  {
    minHeight: vars.layout.tapTarget,
    padding: `${vars.space.xs} ${vars.space.sm}`,
    selectors: {
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    },
  },
]);

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

// 'Forgot password?': a link-like button under the password, still a 44px target.
export const textButton = style({
  justifySelf: 'start',
  minHeight: vars.layout.tapTarget,
  padding: `0 ${vars.space.xxs}`,
  marginInlineStart: `calc(-1 * ${vars.space.xxs})`,
  border: 'none',
  background: 'transparent',
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});

export const notice = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  flex: '1 1 8rem',
  minHeight: vars.layout.tapTarget,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  fontWeight: vars.fontWeight.bold,
  selectors: {
    '&[aria-disabled="true"]': { opacity: 0.7, cursor: 'progress' },
  },
});

export const button = styleVariants({
  primary: [buttonBase, { border: 'none', background: vars.color.brand, color: vars.color.textOnBrand }],
  secondary: [buttonBase, { border: `2px solid ${vars.color.brand}`, background: vars.color.surface, color: vars.color.brand }],
});

export const signedIn = style({ display: 'grid', gap: vars.space.sm });

export const email = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const savedLink = style({ fontWeight: vars.fontWeight.bold });

export const status = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, color: vars.color.textMuted });

const rotate = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  animation: `${rotate} 900ms linear infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});
