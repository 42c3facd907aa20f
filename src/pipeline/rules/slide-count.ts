import { defineRule } from './rule';

/** The slides the home page slider shows. */
export const SLIDE_COUNT = 5;

export const slideCount = defineRule({
  id: 'slide-count',
  description: 'The home page slider has exactly 5 slides.',
  appliesTo: ['slides.json'],
  column: [],
  severity: 'error',
  scope: 'file',
  check: (count: number) =>
    count === SLIDE_COUNT ? null : { sentence: `the home page slider has exactly ${SLIDE_COUNT} slides but the file has ${count}; add or remove entries` },
});
