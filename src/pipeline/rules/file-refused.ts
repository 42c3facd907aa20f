import { defineRule, EVERY_FILE } from './rule';

export const fileRefused = defineRule({
  id: 'file-refused',
  description: 'A file that cannot be opened, a folder where a file should be, or a link (shortcut) pointing outside data/ or to nothing.',
  appliesTo: [EVERY_FILE],
  column: [],
  severity: 'error',
  scope: 'file',
  /** `reason`: why the data folder's reader refused the file (a link, a folder, too large). */
  check: ({ file, reason }: { file: string; reason: string }) => ({ message: `data/${file} ${reason}` }),
});
