import { defineRule } from './rule';

export const fileOptionalMissing = defineRule({
  id: 'file-optional-missing',
  description: 'A list file is missing, so its page is empty; add it when the list is ready.',
  appliesTo: ['slides.json'],
  column: [],
  severity: 'review',
  scope: 'file',
  /** `text`: the file's text, undefined when the data folder has no such file. */
  check: (text: string | null | undefined) =>
    text === undefined ? { sentence: 'the file is missing from the data folder, so its page will be empty; add it when the list is ready' } : null,
});
