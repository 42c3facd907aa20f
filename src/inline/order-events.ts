/**
 * Runs once where it stands, while the static page is parsed (before the first paint): the
 * element before it (`[data-event-schedule]`, rendered as of the build's day, `data-today`)
 * is put in order for the visitor's day in Manila. Each dated card is an `li` with
 * `data-start` and `data-last` (days) and `data-order` (its place among dated events, soonest
 * first) and holds a `[data-today-mark]`.
 * - On /events: an upcoming card goes to its month's list (`[data-month] ul`), soonest first;
 *   a past one to `[data-past] ul`, latest first; empty months and an empty past section hide;
 *   `[data-none-upcoming]` shows when nothing is left to come.
 * - With `data-limit` (the home page): only the first `limit` cards still to come show, and
 *   the whole element hides when none is left.
 * `[data-as-of]` ("as of {build date}", for a page read without JavaScript) hides. The app
 * keeps what this did: the element is a static island. The page's CSP hashes the compiled text
 * (src/gatsby/compile-inline-scripts.ts compiles it).
 */
import { manilaToday } from '../pipeline/detect/months';

function orderEvents(root: Element | null | undefined) {
  if (!root) return;
  const today = manilaToday(new Date(Date.now()));
  const all = (selector: string) => [...root.querySelectorAll<HTMLElement>(selector)];
  const attribute = (element: Element, name: string) => element.getAttribute(name) || '';
  const upcoming: HTMLElement[] = [];
  const past: HTMLElement[] = [];
  const limit = +attribute(root, 'data-limit');
  for (const note of all('[data-as-of]')) note.hidden = true;
  for (const card of all('li[data-start]')) {
    const start = attribute(card, 'data-start');
    const last = attribute(card, 'data-last');
    const mark = card.querySelector<HTMLElement>('[data-today-mark]');
    if (mark) mark.hidden = !(start <= today && today <= last);
    (last < today ? past : upcoming).push(card);
  }
  const order = (card: Element) => +attribute(card, 'data-order');
  upcoming.sort((a, b) => order(a) - order(b));
  if (limit) {
    upcoming.forEach((card, at) => (card.hidden = at >= limit));
    for (const card of past) card.hidden = true;
    (root as HTMLElement).hidden = !upcoming.length;
    return;
  }
  for (const card of upcoming) root.querySelector(`[data-month="${attribute(card, 'data-start').slice(0, 7)}"] ul`)?.appendChild(card);
  // Latest first; a day's events keep their date order.
  past.sort((a, b) => (attribute(b, 'data-start') < attribute(a, 'data-start') ? -1 : attribute(b, 'data-start') > attribute(a, 'data-start') ? 1 : order(a) - order(b)));
  const pastSection = root.querySelector<HTMLElement>('[data-past]');
  const pastList = pastSection?.querySelector('ul');
  if (pastList) for (const card of past) pastList.appendChild(card);
  if (pastSection) pastSection.hidden = !past.length;
  for (const month of all('[data-month]')) month.hidden = !month.querySelector('li');
  for (const none of all('[data-none-upcoming]')) none.hidden = upcoming.length > 0;
}

orderEvents(document.currentScript?.previousElementSibling);
