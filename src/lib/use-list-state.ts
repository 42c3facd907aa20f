import * as React from 'react';
import { DEFAULT_LIST_STATE, parseListState, sameListState, serializeListState, type ListState } from './list-state';

/** Keystrokes closer together than this refine the current history entry instead of adding one. */
const TYPING_PAUSE_MS = 1000;

/**
 * Directory state that lives in the URL query. The first render always uses the
 * defaults, matching the static HTML; the URL is read once hydrated. A city or
 * sort change adds a history entry; a burst of typing adds one entry, so the back
 * button steps through views, not keystrokes.
 */
export function useListState(): [ListState, (change: Partial<ListState>) => void] {
  const [state, setState] = React.useState<ListState>(DEFAULT_LIST_STATE);
  const current = React.useRef(state);
  const lastKeystroke = React.useRef(0);

  React.useEffect(() => {
    const sync = () => {
      current.current = parseListState(window.location.search);
      setState(current.current);
    };
    sync();
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, []);

  const update = React.useCallback((change: Partial<ListState>) => {
    const previous = current.current;
    const next = { ...previous, ...change };
    if (sameListState(previous, next)) return;
    const url = `${window.location.pathname}${serializeListState(next)}`;
    const typing = next.city === previous.city && next.sort === previous.sort;
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
