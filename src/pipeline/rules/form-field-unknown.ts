import { defineRule } from './rule';

/** What the rule reads: a name in forms.json, where it is (a form's name, a form's setting, a field), and the names allowed there. */
export interface FormName {
  /** The form it is in; null for a form's own name at the top of the file. */
  form: string | null;
  /** 'field' for a name under "fields", 'setting' for a name beside "address" and "fields". */
  kind: 'form' | 'setting' | 'field';
  name: string;
  known: readonly string[];
}

const quoted = (names: readonly string[]) => names.map((name) => `'${name}'`).join(', ');

export const formFieldUnknown = defineRule({
  id: 'form-field-unknown',
  description:
    'A name forms.json does not know (a misspelt field such as "locaton", or a form other than "suggest" and "report"): the site would ignore it, so the form is not used until it is corrected.',
  appliesTo: ['forms.json'],
  column: ['fields'],
  severity: 'error',
  scope: 'row',
  check: ({ form, kind, name, known }: FormName) => {
    if (known.includes(name)) return null;
    const message =
      kind === 'form'
        ? `there is no form called '${name}'; the forms are ${quoted(known)}, so correct its name`
        : kind === 'setting'
          ? `the ${form} form has no setting '${name}'; a form has only ${quoted(known)}, so correct or delete it`
          : `the ${form} form has no field '${name}'; its fields are ${quoted(known)}, so correct the name or delete the line`;
    return { found: name, sentence: message };
  },
});
