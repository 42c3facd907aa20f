import { defineRule } from './rule';

/**
 * The longest name accepted. Real names are far shorter (the longest in the data is under 60
 * characters); a longer cell is a pasted paragraph or a slip of the mouse, and would be
 * printed on cards, page titles and the sitemap.
 */
export const MAX_NAME_LENGTH = 200;

export const nameTooLong = defineRule({
  id: 'name-too-long',
  description: `A name longer than ${MAX_NAME_LENGTH} characters (a pasted paragraph, say) is rejected; write just the name.`,
  severity: 'error',
  scope: 'cell',
  check: (value, { what }) =>
    value.length > MAX_NAME_LENGTH
      ? {
          // A pasted paragraph is not repeated whole in the report: its length says enough.
          found: `${value.slice(0, 120)}…`,
          sentence: `the name is ${value.length.toLocaleString('en-US')} characters long; names of at most ${MAX_NAME_LENGTH} characters are accepted, so write just the ${what}'s name as it writes it`,
        }
      : null,
});
