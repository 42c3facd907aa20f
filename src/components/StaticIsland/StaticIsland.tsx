import * as React from 'react';
import { navigate, prefetchPathname } from 'gatsby';
import * as styles from './StaticIsland.css';

const subscribeToNothing = () => () => {};
const onClient = () => false;
const onServerOrHydrating = () => true;

/**
 * True while React renders on the server or adopts the server's HTML (hydration), false
 * in any later browser render. React reads the third argument exactly then, per component.
 */
export function useRendersServerHtml(): boolean {
  return React.useSyncExternalStore(subscribeToNothing, onClient, onServerOrHydrating);
}

/** The same-site path a click on a plain link inside an island should open in the app, or null to let the browser do it. */
export function internalPathOf(event: React.MouseEvent<HTMLElement>): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const anchor = (event.target as Element).closest?.('a');
  if (!anchor || !event.currentTarget.contains(anchor) || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function followInternalLink(event: React.MouseEvent<HTMLElement>) {
  const path = internalPathOf(event);
  if (path === null) return;
  event.preventDefault();
  void navigate(path);
}

/** A visitor about to follow a link (pointer over it, focus on it): fetch the next page's data, as Gatsby's Link does. */
function prefetchLink(event: React.SyntheticEvent<HTMLElement>) {
  const anchor = (event.target as Element).closest?.('a');
  if (!anchor || anchor.target || !event.currentTarget.contains(anchor)) return;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin === window.location.origin) prefetchPathname(url.pathname);
}

type StaticIslandProps<Tag extends keyof React.JSX.IntrinsicElements> = {
  /** The element the island is; its own attributes stay React's, only its content is left alone. */
  as?: Tag;
  /**
   * Adds no box (display: contents): the parent's grid or flex lays out the children as if
   * the island were not there. For a card's body beside its one control (the save toggle).
   */
  noBox?: boolean;
  children?: React.ReactNode;
} & Omit<React.ComponentPropsWithoutRef<Tag>, 'children' | 'dangerouslySetInnerHTML'>;

/**
 * Content that needs no JavaScript on the page it was built into: headings, text, a card's
 * body. On the server it renders its children. In the first (hydrating) browser render it
 * renders the same element with empty inner HTML and suppressHydrationWarning, so React
 * adopts the element and leaves the server's content in it as it is: no component inside
 * runs and no fiber is made for it. Mounted later (the next page after a client-side
 * navigation, a card of a new search result) it renders its children like any element.
 *
 * The mode is fixed when it mounts: a static island ignores new children, so give it a
 * `key` that changes with its content. Controls that need React (a toggle, a form) belong
 * outside. Same-site links inside still open in the app (one delegated click handler:
 * Gatsby's navigate) and fetch the next page's data when pointed at or focused.
 */
export function StaticIsland<Tag extends keyof React.JSX.IntrinsicElements = 'div'>({ as, noBox, children, ...rest }: StaticIslandProps<Tag>) {
  const rendersServerHtml = useRendersServerHtml();
  const [keepsServerHtml] = React.useState(() => rendersServerHtml && typeof document !== 'undefined');
  const Tag = (as ?? 'div') as React.ElementType;
  const props = noBox ? { ...rest, className: styles.noBox } : rest;
  if (!keepsServerHtml) return <Tag {...props}>{children}</Tag>;
  return (
    <Tag {...props} onClick={followInternalLink} onPointerOver={prefetchLink} onFocus={prefetchLink} dangerouslySetInnerHTML={keptServerHtml} suppressHydrationWarning />
  );
}

/** One object for every island, so a re-render never looks like a change of inner HTML. */
const keptServerHtml = { __html: '' };
