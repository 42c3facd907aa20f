import { isInvisibleOnly, showHiddenCharacters } from '../detect/hidden-characters';
import { defineRule } from './rule';

/** Zero-width characters alone look like an empty name on the page. */
export const nameInvisibleOnly = defineRule({
  id: 'name-invisible-only',
  description: 'A name made only of invisible characters (zero-width spaces or similar) is rejected: the page would show nothing.',
  severity: 'error',
  scope: 'cell',
  check: (value, { what }) =>
    isInvisibleOnly(value)
      ? {
          found: showHiddenCharacters(value),
          sentence: `the name is made only of invisible characters (zero-width spaces or similar); type the ${what}'s name or delete the row`,
        }
      : null,
});
