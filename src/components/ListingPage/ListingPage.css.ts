import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { pillButton } from '../../styles/recipes.css';

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });

export const headerText = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const closedNote = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const facts = style({ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: `${vars.space.xs} ${vars.space.md}`, marginBlock: vars.space.md });

// A fact's name and value by their place in the list, not a class on each: a listing's page has a 12 KB budget.
globalStyle(`${facts} > dt`, { color: vars.color.textMuted });
globalStyle(`${facts} > dd`, { margin: 0, overflowWrap: 'anywhere' });

export const links = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, marginBlock: vars.space.md });

export const link = pillButton({ size: 'compact' });

export const outlineLink = pillButton({ tone: 'outline', size: 'compact' });

export const map = style({ display: 'block', width: '100%', maxWidth: '16rem', height: 'auto', marginBlock: vars.space.md });

export const section = style({ display: 'grid', gap: vars.space.sm, marginTop: vars.space.lg });

export const sectionHeading = style({ fontSize: vars.fontSize.lg });

export const neighbours = style({ display: 'grid', gap: vars.space.xs, paddingLeft: vars.space.lg });
