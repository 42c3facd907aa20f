/**
 * What a listing's card and page say of its checked month, on the visitor's day: "Checked Nov
 * 2026", or, when the month is more than CHECK_STANDS_MONTHS before the visitor's month, "Not
 * checked since Nov 2025" (shown muted, never hidden). Nothing for a listing never checked.
 */
import { CHECK_STANDS_MONTHS, monthsSince } from '../pipeline/detect/months';

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11' → 'Nov 2026'. */
export function monthLabel(month: string): string {
  const [year = '', number = '1'] = month.split('-');
  return `${MONTH_NAMES[Number(number) - 1] ?? ''} ${year}`;
}

export interface CheckedLabel {
  text: string;
  /** True when the check no longer stands: the words are shown muted. */
  stale: boolean;
}

/** The words for a listing checked in `month` ('2026-11', or null: never), seen on `today` ('2026-11-28', the visitor's day in Manila). */
export function checkedLabel(month: string | null, today: string): CheckedLabel | null {
  if (month === null) return null;
  const stale = monthsSince(month, today) > CHECK_STANDS_MONTHS;
  return { text: `${stale ? 'Not checked since' : 'Checked'} ${monthLabel(month)}`, stale };
}
