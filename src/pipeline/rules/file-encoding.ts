import type { DecodedSheet } from '../format/encoding';
import { defineRule, EVERY_FILE } from './rule';

export const fileEncoding = defineRule({
  id: 'file-encoding',
  description: 'The file is not text in an encoding the check can read; save it again as "CSV UTF-8".',
  appliesTo: [EVERY_FILE],
  column: [],
  severity: 'error',
  scope: 'file',
  check: (decoded: DecodedSheet) => (decoded.ok ? null : { sentence: `the file cannot be read: ${decoded.message}` }),
});
