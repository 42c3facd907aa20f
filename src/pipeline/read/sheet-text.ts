/**
 * A sheet file's bytes as text, the one way `npm run data:check` and the /editors page both
 * read them: UTF-8 as it is; UTF-16 and Windows-1252 converted, the conversion reported as an
 * auto-fix (file-converted); anything else a file error (file-encoding).
 */
import { decodeSheetBytes } from '../format/encoding';
import { fileConverted } from '../rules/file-converted';
import { fileEncoding } from '../rules/file-encoding';
import { WHOLE_FILE, type FileLog } from './log';

/** Decodes a sheet's bytes and reports how on its log: the text, or null when the file cannot be read. */
export function decodeAndReport(bytes: Uint8Array, log: FileLog): string | null {
  const decoded = decodeSheetBytes(bytes);
  if (!decoded.ok) {
    log.run(fileEncoding, WHOLE_FILE, decoded);
    return null;
  }
  log.run(fileConverted, WHOLE_FILE, decoded);
  return decoded.text;
}
