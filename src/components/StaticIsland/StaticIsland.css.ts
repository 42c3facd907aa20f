import { style } from '@vanilla-extract/css';

/** An island that adds no box of its own: its children lay out as the parent's (a card's grid or flex). */
export const noBox = style({ display: 'contents' });
