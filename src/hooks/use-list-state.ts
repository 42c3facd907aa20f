import * as React from 'react';
import { ALL_CITIES } from '../lib/list-filter';
import { DEFAULT_LIST_STATE, LIST_FILTERS, parseListState, sameListState, serializeListState, type ListState } from '../lib/list-state';

/** Keystrokes closer together than this refine the current history entry instead of adding one. */
const TYPING_PAUSE_MS = 1000;

// A layout effect runs in the commit that ends hydration, before anything can render the
// controls again; React warns about it on the server, where there is nothing to read anyway.
const useMountEffect = typeof window === 'undefined' ? React.useEffect : React.useLayoutEffect;

/**
 * What the visitor did to the form's controls before the app started: each field whose
 * control no longer holds what the static HTML wrote (an empty search, every city). React 18
 * hydration leaves a control's value as the visitor left it, so it can be read here. The sort
 * has no such trace: before the app starts its button submits the form, and the sort arrives
 * in the URL.
 */
export function controlsChangedBeforeStart(form: HTMLFormElement | null): Partial<ListState> {
  if (!form) return {};
  const changed: Partial<ListState> = {};
  const q = form.elements.namedItem('q');
  if (q instanceof HTMLInputElement && q.value !== DEFAULT_LIST_STATE.q) changed.q = q.value;
  for (const filter of LIST_FILTERS) {
    const field = form.elements.namedItem(filter);
    if (field instanceof HTMLSelectElement && field.value !== '' && field.value !== ALL_CITIES) changed[filter] = field.value;
  }
  return changed;
}

/**
 * Directory state that lives in the URL query. The first render always uses the
 * defaults, matching the static HTML. When the app starts, the state is the URL's
 * (`?q=`, `?city=`, `?sort=`, also as a form sent before the app started writes them),
 * with what the visitor typed or picked in `form` before then on top: nothing done before
 * the app starts is lost. A city or sort change adds a history entry; a burst of typing
 * adds one entry, so the back button steps through views, not keystrokes.
 */
export function useListState(form: React.RefObject<HTMLFormElement>): [ListState, (change: Partial<ListState>) => void] {
  const [state, setState] = React.useState<ListState>(DEFAULT_LIST_STATE);
  const current = React.useRef(state);
  const lastKeystroke = React.useRef(0);

  useMountEffect(() => {
    const started = { ...parseListState(window.location.search), ...controlsChangedBeforeStart(form.current) };
    current.current = started;
    setState(started);
    // The address says what the page shows, written as the app writes it (a form sent before the app started writes every field).
    const url = `${window.location.pathname}${serializeListState(started)}${window.location.hash}`;
    if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`) window.history.replaceState(window.history.state, '', url);
    const sync = () => {
      current.current = parseListState(window.location.search);
      setState(current.current);
    };
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, [form]);

  const update = React.useCallback((change: Partial<ListState>) => {
    const previous = current.current;
    const next = { ...previous, ...change };
    if (sameListState(previous, next)) return;
    const url = `${window.location.pathname}${serializeListState(next)}`;
    const typing = next.sort === previous.sort && LIST_FILTERS.every((filter) => next[filter] === previous[filter]);
    const now = Date.now();
    if (typing && now - lastKeystroke.current < TYPING_PAUSE_MS) {
      window.history.replaceState(window.history.state, '', url);
    } else {
      window.history.pushState(window.history.state, '', url);
    }
    lastKeystroke.current = typing ? now : 0;
    current.current = next;
    setState(next);
  }, []);

  return [state, update];
}
