import { describeHiddenCharacter, findHiddenCharacter, showHiddenCharacters } from '../detect/hidden-characters';
import { defineRule } from './rule';

/** No page should show text that reads differently from what it is (a U+202E flips it). */
export const cellHiddenCharacter = defineRule({
  id: 'cell-hidden-character',
  description: 'A cell with a control character (such as NUL) or one that flips the direction of text (such as U+202E) rejects the row; type the value again by hand.',
  appliesTo: ['slides.json'],
  severity: 'error',
  scope: 'cell',
  check: (value) => {
    const hidden = findHiddenCharacter(value);
    return hidden ? { found: showHiddenCharacters(value), sentence: describeHiddenCharacter(hidden) } : null;
  },
});
