import { defineRule } from './rule';

/** Where a key of forms.json is, in an editor's words: "at the top of the file", "in the suggest form's fields". */
export function formsJsonPlace(path: readonly string[]): string {
  const [form, part, ...rest] = path;
  if (form === undefined) return 'at the top of the file';
  if (part === undefined) return `in the ${form} form`;
  return rest.length === 0 ? `in the ${form} form's ${part}` : `in the ${form} form's ${[part, ...rest].join('.')}`;
}

export const formKeyDuplicate = defineRule({
  id: 'form-key-duplicate',
  description: 'A name given twice in one place of forms.json (two "name" fields, say): JSON quietly keeps only the last, so the form is not used until one is deleted.',
  appliesTo: ['forms.json'],
  column: ['fields'],
  severity: 'error',
  scope: 'row',
  check: ({ path, key }: { path: readonly string[]; key: string }) => ({
    found: key,
    sentence: `"${key}" is given twice ${formsJsonPlace(path)}; JSON keeps only the last one without a word, so delete the one you did not mean`,
  }),
});
