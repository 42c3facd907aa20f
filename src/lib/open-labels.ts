/**
 * Fills every open-now label of a page for the visitor's clock: an element with `data-hours` (the
 * shop's week, encodeWeek) gets the words of openLabel, and `data-open` while the shop is open. The
 * public holidays are the page's `<script type="application/json" id="ph-holidays">` (HolidaysData).
 * The page's inline script (src/inline/open-labels.ts) runs it before the first paint and then every
 * few seconds; a label the app renders later runs it too (OpenLabel). The server writes the element
 * empty: the build cannot know the visitor's time, so the HTML never claims open or closed.
 */
import { LIST_ATTRIBUTES } from './list-script';
import { provinceOf } from './provinces';
import type { ShopIndexRow } from './shop-pages';
import { holidayLabel, nextHoliday, openLabel } from './hours-words';
import { decodeWeek, manilaClock, openState, type Holiday } from './weekly-hours';

export const HOLIDAYS_ELEMENT_ID = 'ph-holidays';
/** How often a page's labels are brought up to date: a label is at most this late after closing time. */
export const OPEN_LABEL_TICK_MS = 10_000;

/** The page's public holidays, as [date, name] pairs; none when the page has no list or it is not one. */
export function pageHolidays(doc: Document): Holiday[] {
  try {
    const pairs: unknown = JSON.parse(doc.getElementById(HOLIDAYS_ELEMENT_ID)?.textContent || '[]');
    return Array.isArray(pairs) ? pairs.map(([date, name]: [string, string]) => ({ date, name })) : [];
  } catch {
    return [];
  }
}

/** Whether a week (encodeWeek) is open at `now`, with the page's holidays: the list's script asks it of the index's rows. */
export function weekOpenAt(week: string, now: number, doc: Document): boolean {
  const hours = decodeWeek(week);
  return Boolean(hours && openState(hours, pageHolidays(doc), now).kind === 'open');
}

/**
 * A row of the shops' index as the list's filters see it (the list's script asks it before the app
 * starts): its province (Metro Manila for the capital's cities, as provinceOf says), its services and
 * payments as a card's attributes say them, and 'now' while its week is open.
 */
export function rowFilterValues(row: ShopIndexRow, now: number, doc: Document): Record<string, string> {
  return {
    province: provinceOf({ province: row[3], region: row[4] }) ?? '',
    service: row[10] ?? '',
    payment: row[11] ?? '',
    open: row[12] && weekOpenAt(row[12], now, doc) ? 'now' : '',
  };
}

/**
 * Brings every label under `root` up to date for the instant `now`; on a shop's page also marks
 * today's line of the weekly table (`data-weekday`, 0 = Monday) and names the next holiday
 * (`data-next-holiday`).
 */
export function fillOpenLabels(root: ParentNode & { ownerDocument?: Document | null }, now: number): void {
  const holidays = pageHolidays(root.ownerDocument ?? (root as Document));
  const clock = manilaClock(now);
  for (const line of root.querySelectorAll<HTMLElement>('[data-weekday]')) {
    if (Number(line.getAttribute('data-weekday')) === clock.day) line.setAttribute('aria-current', 'date');
    else line.removeAttribute('aria-current');
  }
  for (const element of root.querySelectorAll<HTMLElement>('[data-next-holiday]')) {
    const holiday = nextHoliday(holidays, clock.date);
    element.textContent = holiday ? holidayLabel(holiday) : '';
  }
  for (const element of root.querySelectorAll<HTMLElement>('[data-hours]')) {
    const hours = decodeWeek(element.getAttribute('data-hours') ?? '');
    if (!hours) continue;
    const state = openState(hours, holidays, now);
    const text = openLabel(state);
    if (element.textContent !== text) element.textContent = text;
    element.toggleAttribute('data-open', state.kind === 'open');
    // The card's value for the list's "Open now" filter (list-script.ts): the build writes it empty.
    element.closest(`[${LIST_ATTRIBUTES.filterPrefix}open]`)?.setAttribute(`${LIST_ATTRIBUTES.filterPrefix}open`, state.kind === 'open' ? 'now' : '');
  }
}
