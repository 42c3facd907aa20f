/**
 * Every page's loader (src/gatsby/paint-first.ts puts it where Gatsby's script elements were):
 * it adds Gatsby's scripts, named in its own `data-scripts` (space-separated addresses, in the
 * order Gatsby wrote them; webpack runs them in the right order, whichever arrives first), once
 * the browser has painted the page's first content. One text on every page, so one CSP hash.
 *
 * It adds them when the browser reports the first contentful paint; where paint timing is missing
 * (Safari before 14.1), after the first frame; at once in a tab that is hidden, or becomes hidden
 * first, since a hidden page paints nothing. A page the browser never reports a paint for still
 * gets its scripts, PAINT_FIRST_LATEST_MS after the loader ran: a page without its app is worse
 * than a late one.
 */
import { PAINT_FIRST_LATEST_MS } from '../lib/paint-first';

const own = document.currentScript;
const sources = (own?.getAttribute('data-scripts') ?? '').split(' ').filter(Boolean);
let done = false;

function load() {
  if (done) return;
  done = true;
  for (const src of sources) {
    const script = document.createElement('script');
    script.src = src;
    document.body.appendChild(script);
  }
}

const hidden = () => document.visibilityState === 'hidden';

function waitForPaint() {
  document.addEventListener('visibilitychange', () => {
    if (hidden()) load();
  });
  setTimeout(load, PAINT_FIRST_LATEST_MS);
  const types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (!types.includes('paint')) {
    requestAnimationFrame(() => setTimeout(load, 0));
    return;
  }
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) load();
  }).observe({ type: 'paint', buffered: true });
}

if (hidden()) load();
else waitForPaint();
