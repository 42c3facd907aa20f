/**
 * The suggest and report forms keep the visitor's draft on the device from the first keystroke,
 * before the app starts: on a slow phone the page can be reloaded, or the connection lost, before
 * React has hydrated, and what was typed must not be lost (useDraftForm restores it once the app
 * runs). This script, inline right after the form (src/templates/form-parts.tsx), saves the answers
 * on every input and change as useDraftForm does, with the same key and shape (src/lib/form-draft.ts).
 * Once the app runs both save the same answers; the app's handler runs last.
 *
 * It writes through the guarded storage helper, so a browser that refuses storage (reading
 * `localStorage` throws) or a full quota never raises an error from it.
 * Compiled to a small script by src/gatsby/compile-inline-scripts.ts.
 */
import { writeStoredJson } from '../lib/stored-json';
import { DRAFT_STORE_ATTRIBUTE, answersOf, draftKey } from '../lib/form-draft';

function keepDraft(script: HTMLScriptElement | null) {
  const form = script?.previousElementSibling;
  if (!(form instanceof HTMLFormElement)) return;
  const key = draftKey(script!.getAttribute(DRAFT_STORE_ATTRIBUTE) ?? '');
  const save = () => writeStoredJson(key, answersOf(form));
  form.addEventListener('input', save);
  form.addEventListener('change', save);
}

keepDraft(document.currentScript as HTMLScriptElement | null);
