import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { writeFileAtomic } from '../lib/node/atomic-write';
import { OPEN_DATA_DIR, openDataPath } from '../config/addresses';
import { BUILD_OUTPUT, publicDirOf } from './build-output';

/**
 * Writes the files of /data/ (the lists as CSV and JSON, and datapackage.json) into public/ from
 * the OpenDataFile nodes that source-nodes.ts made: the /data page showed their sizes and rows
 * from the same nodes, so the page and the files agree.
 */
export const writeOpenData: GatsbyNode['onPostBuild'] = ({ store, getNodesByType, reporter }) => {
  const publicDir = publicDirOf(store);
  const files = getNodesByType('OpenDataFile') as unknown as { file: string; text: string }[];
  for (const { file, text } of files) writeFileAtomic(path.join(publicDir, OPEN_DATA_DIR, file), text, BUILD_OUTPUT);
  reporter.info(`Open data: ${files.length} files written to /${OPEN_DATA_DIR}/`);
};

/** The downloads writeOpenData left in public/ with the given ending, as site paths ('/data/shops.csv'). */
export function openDataFilesIn(publicDir: string, ending: string): string[] {
  const folder = path.join(publicDir, OPEN_DATA_DIR);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith(ending))
    .map(openDataPath);
}
