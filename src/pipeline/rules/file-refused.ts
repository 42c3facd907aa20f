import { defineRule, EVERY_FILE } from './rule';

/** No single-cell check: the reader with the context it needs (the file, other rows, the place table) reports it under this id. */
export const fileRefused = defineRule({
  id: 'file-refused',
  description: 'A file that cannot be opened, a folder where a file should be, or a link (shortcut) pointing outside data/ or to nothing.',
  appliesTo: [EVERY_FILE],
  column: [],
  severity: 'error',
  scope: 'file',
});
