/** Writing files so an interrupted command never leaves half of one: write a temporary file, then rename. */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const TEMP_MARK = '.partial-';

export function writeFileAtomic(filePath: string, data: string | Uint8Array): void {
  mkdirSync(path.dirname(filePath), { recursive: true });
  const temporary = `${filePath}${TEMP_MARK}${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    writeFileSync(temporary, data);
    renameSync(temporary, filePath);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

/** Removes temporary files a killed run left in a folder. */
export function removeLeftoverTempFiles(folder: string): number {
  let removed = 0;
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return 0;
  }
  for (const name of names) {
    if (!name.includes(TEMP_MARK)) continue;
    rmSync(path.join(folder, name), { force: true });
    removed++;
  }
  return removed;
}
