import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { aboveBottomNav } from '../../styles/layouts';
import { iconButton } from '../../styles/recipes.css';

// Above the bottom navigation, centred; inside an open dialog it is placed the same way.
export const viewport = style(aboveBottomNav(vars.space.md));

export const toast = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: '28rem',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  border: `1px solid ${vars.color.border}`,
  textAlign: 'start',
});

export const variant = styleVariants({
  default: { background: vars.color.surface, color: vars.color.text },
  destructive: { background: vars.color.danger, color: vars.color.textOnBrand, borderColor: vars.color.danger },
});

export const body = style({ flex: 1, minWidth: 0 });

export const title = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });

export const description = style({ fontSize: vars.fontSize.sm, marginTop: vars.space.xxs, overflowWrap: 'anywhere' });

export const dismiss = style([iconButton({ tone: 'plain' }), { flexShrink: 0, margin: `calc(-1 * ${vars.space.xs})` }]);

export const onDanger = style({
  selectors: { '&:focus-visible': { outlineColor: vars.color.textOnBrand } },
});
