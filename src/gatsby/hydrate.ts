import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { ReactElement } from 'react';
import { takeOverFromListScript } from '../lib/list-script';

const roots = new WeakMap<Element, Root>();

/**
 * Hydration in slices. React 18 hydrates a root in one task unless the hydration is a
 * transition; started inside `startTransition`, it yields to the browser every few
 * milliseconds, so a phone's main thread is never blocked for the whole of it (what
 * Lighthouse's Total Blocking Time counts) and a tap or a keystroke that comes meanwhile
 * makes React finish the hydration at once and handle it. Next.js and Remix hydrate this way.
 * A page without built HTML (none today; Gatsby's rule) is rendered, as Gatsby does. (Typed
 * here, not as GatsbyBrowser['replaceHydrateFunction']: Gatsby's type is react-dom's legacy
 * `render`, which returns an element; Gatsby itself calls what this returns and uses the
 * cleanup only in development.)
 */
export const replaceHydrateFunction = () => (element: ReactElement, container: Element) => {
  const built = document.getElementById('gatsby-focus-wrapper')?.children.length;
  if (built) {
    // A list page's own script stops here, its cards back in the order React expects (list-script.ts).
    takeOverFromListScript();
    startTransition(() => {
      hydrateRoot(container, element);
    });
    return;
  }
  let root = roots.get(container);
  if (!root) roots.set(container, (root = createRoot(container)));
  root.render(element);
  return () => root.unmount();
};
