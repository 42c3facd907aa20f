import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const root = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, marginBottom: vars.space.xs });

export const list = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs, padding: 0, margin: 0, listStyle: 'none' });

export const item = style({ display: 'inline-flex', alignItems: 'center' });
globalStyle(`${item} + ${item}::before`, { content: '"›"', marginInlineEnd: vars.space.xxs, color: vars.color.textMuted });

export const link = style({ color: vars.color.brand, display: 'inline-flex', alignItems: 'center', minHeight: '24px' });
