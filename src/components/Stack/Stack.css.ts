import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const gap = styleVariants({ md: vars.space.md, lg: vars.space.lg, xl: vars.space.xl }, (size) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: size,
}));
