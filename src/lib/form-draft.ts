/**
 * A suggest or report form's draft: where it is kept and what it holds. Shared by the app's
 * useDraftForm (src/hooks/use-draft-form.ts) and the inline script that keeps the draft before the
 * app starts (src/inline/form-draft.ts), so both save the same answers under the same key.
 */

/** A field of the form whose answer the draft keeps (`data-field` names it). */
export type DraftControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The storage key of a form's draft. */
export const draftKey = (store: string) => `padyak-suggest-draft:${store}`;

/** The attribute on the inline script naming its form's store (`shops`, `report/shops/tryon-makati`). */
export const DRAFT_STORE_ATTRIBUTE = 'data-draft';

export const isRadio = (element: DraftControl): element is HTMLInputElement => element instanceof HTMLInputElement && element.type === 'radio';

/** The visitor's answers by field name ('name', 'contact', 'reason'), read from the form: a radio group gives its checked choice. */
export function answersOf(form: HTMLFormElement): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const element of form.querySelectorAll<DraftControl>('[data-field]')) {
    const field = element.dataset.field as string;
    if (!isRadio(element)) answers[field] = element.value;
    else if (element.checked) answers[field] = element.value;
    else answers[field] ??= '';
  }
  return answers;
}
