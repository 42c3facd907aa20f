import type { GatsbyBrowser } from 'gatsby';

/**
 * Registers the service worker that src/gatsby/write-service-worker.ts writes at build time.
 * Registration waits for the load event, so it is never on the first paint's path; a build with
 * GATSBY_SERVICE_WORKER=off registers nothing (its sw.js removes an installed worker).
 */
function registerServiceWorker(): void {
  // `gatsby develop` writes no sw.js; a worker there would only serve stale development pages.
  if (process.env.NODE_ENV !== 'production' || process.env.GATSBY_SERVICE_WORKER === 'off' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js', { updateViaCache: 'none' })
      .then((registration) => {
        // A new deploy's worker took over while this page runs: Gatsby then turns the next
        // in-app link into a full page load (its navigate() reads ___swUpdated), so the old
        // page's scripts never mix with the new deploy's data.
        registration.addEventListener('updatefound', () => {
          if (navigator.serviceWorker.controller) (window as { ___swUpdated?: boolean }).___swUpdated = true;
        });
      })
      .catch(() => {
        // No worker (private mode, a blocked host): the site works online as before.
      });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Gatsby calls this once the first page has rendered (docs/decisions.md, "Offline, with fresh content online"). */
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => registerServiceWorker();
