import { defineRule, EVERY_FILE } from './rule';

export const fileRefused = defineRule({
  id: 'file-refused',
  description:
    'A file that cannot be opened, a folder where a file should be, a link (shortcut) pointing outside data/ or to nothing, or a file over the size limit (52,428,800 bytes, which is 50 MiB, or 1,048,576 lines, counting every line end the reader counts), refused with a sentence instead of running out of memory.',
  appliesTo: [EVERY_FILE],
  column: [],
  severity: 'error',
  scope: 'file',
  /** `reason`: why the data folder's reader refused the file (a link, a folder, too large). */
  check: ({ file, reason }: { file: string; reason: string }) => ({ sentence: `data/${file} ${reason}` }),
});
