import { defineRule } from './rule';

export const fileRequiredMissing = defineRule({
  id: 'file-required-missing',
  description: 'A file the site cannot do without is missing from the data folder; add it with its header row.',
  appliesTo: ['brand-categories.json'],
  column: [],
  severity: 'error',
  scope: 'file',
  /** `text`: the file's text, undefined when the data folder has no such file. */
  check: (text: string | null | undefined) =>
    text === undefined ? { sentence: 'the file is missing from the data folder; it is required, add it with its header row' } : null,
});
