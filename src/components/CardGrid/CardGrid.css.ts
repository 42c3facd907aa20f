import { createVar, style } from '@vanilla-extract/css';
import { columnGrid } from '../../styles/layouts';

// Column counts per width are CSS variables set inline by each screen (braid's pattern).
export const columnsBase = createVar();
export const columnsMd = createVar();
export const columnsLg = createVar();

// `hidden` (set by a list page's script before the app starts) wins over the display below.
export const root = style({ ...columnGrid(columnsBase, columnsMd, columnsLg), selectors: { '&[hidden]': { display: 'none' } } });

export const item = style({
  display: 'flex',
  minWidth: 0,
  // Off-screen cards skip layout and paint until they scroll near: long lists stay fast.
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 12rem',
  selectors: { '&[hidden]': { display: 'none' } },
});
