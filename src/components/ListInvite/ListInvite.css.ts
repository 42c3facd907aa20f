import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const invite = style({ textAlign: 'center', color: vars.color.textMuted });
