import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const FIXTURES = path.resolve(__dirname, '../fixtures');

/** Every data folder the pipeline tests check as a whole: each fixture folder (tests/fixtures/*), then the repository's data/. */
export function dataFolders(): string[] {
  return [
    ...readdirSync(FIXTURES)
      .map((name) => path.join(FIXTURES, name))
      .filter((folder) => statSync(folder).isDirectory()),
    path.resolve(__dirname, '../../data'),
  ];
}
