import * as React from 'react';
import { answersOf, draftKey, isRadio, type DraftControl } from '../lib/form-draft';
import { readStored, removeStored, storageWorks, writeStored } from '../lib/browser-storage';
import { isStringRecord, readStoredJson, writeStoredJson } from '../lib/stored-json';
import type { SuggestCheck, SuggestFinding } from '../lib/suggest-check';

/** The checks of a form: data:check's own, loaded when the visitor first types. */
export type FormCheck = (answers: Readonly<Record<string, string>>) => Promise<SuggestCheck>;

const sentKey = (store: string) => `padyak-suggest-sent:${store}`;

/** The stored draft when it is answers by field name (a plain object of strings); anything else is dropped. */
function readDraft(store: string): Record<string, string> {
  return readStoredJson(draftKey(store), isStringRecord) ?? {};
}

/**
 * Fills the fields of `form` the visitor has not typed in from the draft kept under `store`
 * (what was typed before the page's script ran wins over the saved draft), keeps the result as
 * the draft, and returns the fields that hold an answer.
 */
function restoreDraft(form: HTMLFormElement, store: string): string[] {
  const draft = readDraft(store);
  const before = answersOf(form);
  for (const element of form.querySelectorAll<DraftControl>('[data-field]')) {
    const field = element.dataset.field as string;
    const value = draft[field];
    if (!value || before[field]) continue;
    if (isRadio(element)) element.checked = element.value === value;
    else element.value = value;
  }
  const answers = answersOf(form);
  const filled = Object.keys(answers).filter((field) => answers[field]);
  if (filled.length > 0) writeStoredJson(draftKey(store), answers);
  return filled;
}

/** Whether the device is offline, following the browser's online and offline events while `watching` (false until the app has started). */
function useOffline(watching: boolean): boolean {
  const [offline, setOffline] = React.useState(false);
  React.useEffect(() => {
    if (!watching) return undefined;
    const onLine = () => setOffline(!navigator.onLine);
    onLine();
    window.addEventListener('online', onLine);
    window.addEventListener('offline', onLine);
    return () => {
      window.removeEventListener('online', onLine);
      window.removeEventListener('offline', onLine);
    };
  }, [watching]);
  return offline;
}

/**
 * What JavaScript adds to the suggest and report forms: data:check's own checks while the
 * visitor types, the draft kept on the device (under `store`) until it was handed to the form,
 * a word when the device is offline, and, back from the form, whether it went through. Where the
 * browser keeps nothing (storage refused, quota full) the form works the same without a draft,
 * and `kept` is false so the page can say so.
 */
export function useDraftForm(store: string | null, check: FormCheck | null) {
  const formRef = React.useRef<HTMLFormElement>(null);
  const [result, setResult] = React.useState<SuggestCheck | null>(null);
  const [touched, setTouched] = React.useState<ReadonlySet<string>>(new Set());
  const offline = useOffline(store !== null);
  const [askSent, setAskSent] = React.useState(false);
  // Null until the app knows; false where the browser refuses storage or every write (the page says so).
  const [kept, setKept] = React.useState<boolean | null>(null);
  const run = React.useCallback(() => {
    const form = formRef.current;
    if (!form || !check) return;
    // Offline before the checks were ever loaded, they cannot load: the form works without them,
    // and the next keystroke tries again. Caught: Gatsby answers an unhandled "Loading chunk …
    // failed" by loading the page again, so offline each keystroke would reload the form.
    check(answersOf(form)).then(setResult, () => undefined);
  }, [check]);

  React.useEffect(() => {
    const form = formRef.current;
    if (!form || !store) return;
    setKept(storageWorks());
    const filled = restoreDraft(form, store);
    if (filled.length > 0) {
      setTouched(new Set(filled));
      run();
    }
    setAskSent(readStored(sentKey(store)) !== null && filled.length > 0);
  }, [store, run]);

  const onInput = (event: React.FormEvent<HTMLFormElement>) => {
    if (!store) return;
    const field = (event.target as HTMLElement).dataset.field;
    if (field) setTouched((earlier) => new Set([...earlier, field]));
    writeStoredJson(draftKey(store), answersOf(event.currentTarget));
    run();
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (!store) return;
    const form = event.currentTarget;
    const errors = result?.findings.filter((finding) => finding.severity === 'error' && finding.column) ?? [];
    if (offline || errors.length > 0 || result?.duplicate) {
      event.preventDefault();
      setTouched(new Set(Object.keys(answersOf(form))));
      const first = errors[0]?.column;
      if (first) form.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    // Kept until the visitor says it went through: Google's page may not have been reached.
    writeStored(sentKey(store), '1');
  };

  const answered = (sent: boolean) => {
    if (!store) return;
    removeStored(sentKey(store));
    if (sent) {
      removeStored(draftKey(store));
      formRef.current?.reset();
      setResult(null);
      setTouched(new Set());
    }
    setAskSent(false);
  };

  const findingsOf = (field: string): SuggestFinding[] => (touched.has(field) ? (result?.findings.filter((finding) => finding.column === field) ?? []) : []);
  return { formRef, check: result, offline, askSent, kept, answered, onInput, onSubmit, findingsOf };
}
