/**
 * Writing a sheet file so that an interrupted command leaves the old file or the new one,
 * never half of one (src/lib/node/atomic-write.ts). The bytes come from sheet-io's editSheet
 * or encodeSheetText, already in the sheet's own encoding.
 */
import { writeFileAtomic } from '../../src/lib/node/atomic-write';

export function writeSheetFile(filePath: string, bytes: Uint8Array): void {
  writeFileAtomic(filePath, bytes);
}
