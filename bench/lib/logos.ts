/** Shapes of logo files found on brand sites: square marks, wide wordmarks, photos of a badge. */
export const LOGO_SHAPES = [
  { width: 512, height: 512, format: 'png' },
  { width: 1000, height: 400, format: 'png' },
  { width: 800, height: 800, format: 'jpeg' },
  { width: 2000, height: 800, format: 'png' },
  { width: 1200, height: 630, format: 'jpeg' },
  { width: 300, height: 300, format: 'png' },
] as const;
