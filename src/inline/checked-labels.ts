/**
 * Runs once where it stands, while the static page is parsed (before the first paint): every
 * `[data-checked]` before it (a listing's last check, '2026-11', written for the build's day) says
 * "Checked Nov 2026" or "Not checked since Nov 2025" for the visitor's day in Manila, and carries
 * `data-stale` when the check no longer stands. The words are checked-label.ts's, the app's own.
 * The page's CSP hashes the compiled text (src/gatsby/compile-inline-scripts.ts compiles it).
 */
import { checkedLabel } from '../lib/checked-label';
import { manilaToday } from '../pipeline/detect/months';

const today = manilaToday(new Date(Date.now()));
for (const note of document.querySelectorAll<HTMLElement>('[data-checked]')) {
  const label = checkedLabel(note.getAttribute('data-checked'), today);
  if (label) {
    note.textContent = label.text;
    note.toggleAttribute('data-stale', label.stale);
  }
}
