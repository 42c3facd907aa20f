/**
 * Writing a sheet file so that an interrupted command leaves the old file or the new one,
 * never half of one: the bytes go to a temporary file beside the sheet, are flushed to disk,
 * and the temporary file is renamed over the sheet. The bytes come from sheet-io's editSheet
 * or encodeSheetText, already in the sheet's own encoding.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export function writeSheetFile(filePath: string, bytes: Uint8Array): void {
  const directory = path.dirname(filePath);
  mkdirSync(directory, { recursive: true });
  const temporary = path.join(directory, `.${path.basename(filePath)}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`);
  try {
    const handle = openSync(temporary, 'w');
    try {
      let written = 0;
      while (written < bytes.length) written += writeSync(handle, bytes, written, bytes.length - written);
      fsyncSync(handle);
    } finally {
      closeSync(handle);
    }
    renameSync(temporary, filePath);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  // The rename itself is made durable where the system allows a folder to be flushed.
  try {
    const folder = openSync(directory, 'r');
    try {
      fsyncSync(folder);
    } finally {
      closeSync(folder);
    }
  } catch {
    // Not every system can open a folder for flushing (Windows); the file itself is on disk.
  }
}
