/** The longest a page's loader (src/inline/paint-first-loader.ts) waits for the first contentful paint before it adds the page's scripts; the paint normally comes within a frame of the loader running. */
export const PAINT_FIRST_LATEST_MS = 3000;
