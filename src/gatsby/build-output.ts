import path from 'node:path';

/** Gatsby types its store's getState() as a bare Function; this is the part the post-build steps read. */
export type GatsbyStore = { getState(): { program: { directory: string } } };

/** The site's public/ folder, as the post-build steps get it from Gatsby's store. */
export function publicDirOf(store: unknown): string {
  const { program } = (store as GatsbyStore).getState();
  return path.join(program.directory, 'public');
}

/** Build output: a page cut short by a power cut is made again by the next build, so it is not flushed (one flush per page would slow the build). */
export const BUILD_OUTPUT = { flush: false };
