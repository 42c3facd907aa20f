import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const root = style({ marginBlock: vars.space.md });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xs,
  listStyle: 'none',
  padding: 0,
});

export const link = style({
  display: 'grid',
  placeItems: 'center',
  minWidth: vars.layout.tapTarget,
  height: vars.layout.tapTarget,
  paddingInline: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.textOnBrand },
  },
});
