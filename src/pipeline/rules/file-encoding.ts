import { defineRule, EVERY_FILE } from './rule';

/** No single-cell check: the reader with the context it needs (the file, other rows, the place table) reports it under this id. */
export const fileEncoding = defineRule({
  id: 'file-encoding',
  description: 'The file is not text in an encoding the check can read; save it again as "CSV UTF-8".',
  appliesTo: [EVERY_FILE],
  column: [],
  severity: 'error',
  scope: 'file',
});
