/**
 * Writing a sheet file so that an interrupted command leaves the old file or the new one,
 * never half of one (src/lib/node/atomic-write.ts). The bytes come from sheet-io's editSheet
 * or encodeSheetText, already in the sheet's own encoding. Before writing, the temporary files
 * of this sheet that a killed run left beside it (their writer no longer runs) are removed.
 */
import { removeLeftoversOf, writeFileAtomic } from '../../src/lib/node/atomic-write';

export function writeSheetFile(filePath: string, bytes: Uint8Array): void {
  removeLeftoversOf(filePath);
  writeFileAtomic(filePath, bytes);
}
