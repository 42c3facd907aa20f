import { readdirSync, readFileSync, statSync } from 'node:fs';
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

/** Every file of the data folder with its bytes: "data/ is untouched" means this is equal before and after. */
export function folderBytes(dataDir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(dataDir, folder), { withFileTypes: true })) {
      const relative = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(relative);
      else files[relative] = readFileSync(path.join(dataDir, relative)).toString('base64');
    }
  };
  walk('');
  return files;
}
