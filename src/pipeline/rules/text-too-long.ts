import { defineRule } from './rule';

/**
 * The longest free text accepted: an event's line about it, and on the suggest and report forms
 * the note, how to reach the visitor and a report's details. A few sentences fit; a pasted page
 * does not, and on the forms every answer travels in the address of the editors' Google Form,
 * which has a limit of its own (MAX_PREFILLED_ADDRESS).
 */
export const MAX_TEXT_LENGTH = 500;

export const textTooLong = defineRule({
  id: 'text-too-long',
  description: `Free text longer than ${MAX_TEXT_LENGTH} characters (a pasted page, say) is rejected, here and in the suggest and report forms' free answers; keep it to a few sentences.`,
  severity: 'error',
  scope: 'cell',
  check: (value: string) => {
    // Characters as a reader counts them: 'ñ' or an emoji is one.
    const length = [...value].length;
    return length > MAX_TEXT_LENGTH
      ? {
          found: `${value.slice(0, 120)}…`,
          sentence: `the text is ${length.toLocaleString('en-US')} characters long, more than the ${MAX_TEXT_LENGTH} accepted here; shorten it to a few sentences`,
        }
      : null;
  },
});
