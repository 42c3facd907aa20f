import { defineRule } from './rule';

/** What the rule reads: one field of a form in forms.json, and whether the form needs it. */
export interface FormField {
  form: string;
  field: string;
  entry: unknown;
  required: boolean;
}

/** An entry id as Google's "Get pre-filled link" writes it: entry.123456789. */
export const ENTRY_ID = /^entry\.[0-9]{1,15}$/;

export const formFieldInvalid = defineRule({
  id: 'form-field-invalid',
  description: "A field of a form in forms.json without an entry id the form needs, or with one that is not 'entry.' and digits (a field Google would drop).",
  appliesTo: ['forms.json'],
  column: ['fields'],
  severity: 'error',
  scope: 'row',
  check: ({ form, field, entry, required }: FormField) => {
    if (entry === undefined || entry === null || entry === '') {
      if (!required) return null;
      return {
        sentence: `the ${form} form has no entry id for its field '${field}', which every ${form} needs: in Google Forms choose "Get pre-filled link", fill in the field, press "Get link", and copy the 'entry.' number written before what you typed`,
      };
    }
    if (typeof entry === 'string' && ENTRY_ID.test(entry)) return null;
    return {
      found: typeof entry === 'string' ? entry : JSON.stringify(entry),
      expected: 'entry.123456789',
      sentence: `the ${form} form's entry id for '${field}' must look like entry.123456789 (copied from Google's pre-filled link); found ${typeof entry === 'string' ? `'${entry}'` : JSON.stringify(entry)}`,
    };
  },
});
