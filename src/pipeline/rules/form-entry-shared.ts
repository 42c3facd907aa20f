import { defineRule } from './rule';

export const formEntryShared = defineRule({
  id: 'form-entry-shared',
  description: 'One entry id given to two fields of a form in forms.json: both answers would land in one question, so the form is not used.',
  appliesTo: ['forms.json'],
  column: ['fields'],
  severity: 'error',
  scope: 'row',
  /** `field` has the entry id `earlier` already has. */
  check: ({ form, field, earlier, entry }: { form: string; field: string; earlier: string | undefined; entry: string }) =>
    earlier === undefined
      ? null
      : {
          found: entry,
          sentence: `the ${form} form gives ${entry} to both '${earlier}' and '${field}', but each question of a Google Form has its own entry id; copy the id of each from the form's pre-filled link again`,
        },
});
