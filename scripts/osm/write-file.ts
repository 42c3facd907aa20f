/** Writing a file so that an interrupted run leaves the old file or the new one, never half of one. */
import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/** Writes `text` to a temporary file beside `target`, flushes it to disk, then renames it over `target`. */
export function writeFileAtomic(target: string, text: string): void {
  const directory = path.dirname(target);
  mkdirSync(directory, { recursive: true });
  const temporary = path.join(directory, `.${path.basename(target)}.${process.pid}.tmp`);
  try {
    const handle = openSync(temporary, 'w');
    try {
      writeSync(handle, text);
      fsyncSync(handle);
    } finally {
      closeSync(handle);
    }
    renameSync(temporary, target);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
