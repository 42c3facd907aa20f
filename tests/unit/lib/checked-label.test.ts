/** What a rider reads of a listing's last check, by the visitor's day. */
import { checkedLabel, monthLabel } from '../../../src/lib/checked-label';

describe('checkedLabel', () => {
  it('says when a listing was checked, by month', () => {
    expect(checkedLabel('2026-11', '2026-11-28')).toEqual({ text: 'Checked Nov 2026', stale: false });
    expect(checkedLabel('2026-01', '2026-11-28')).toEqual({ text: 'Checked Jan 2026', stale: false });
  });

  it('still says "Checked" twelve months on, and "Not checked since" after that, muted', () => {
    expect(checkedLabel('2025-11', '2026-11-28')).toEqual({ text: 'Checked Nov 2025', stale: false });
    expect(checkedLabel('2025-10', '2026-11-01')).toEqual({ text: 'Not checked since Oct 2025', stale: true });
    expect(checkedLabel('2025-09', '2026-11-28')).toEqual({ text: 'Not checked since Sep 2025', stale: true });
  });

  it('follows the visitor’s day: the same month reads differently a year later', () => {
    expect(checkedLabel('2026-11', '2027-11-30')?.stale).toBe(false);
    expect(checkedLabel('2026-11', '2027-12-01')).toEqual({ text: 'Not checked since Nov 2026', stale: true });
  });

  it('says nothing of a listing never checked', () => {
    expect(checkedLabel(null, '2026-11-28')).toBeNull();
  });

  it('names every month', () => {
    expect(['2026-01', '2026-06', '2026-12'].map(monthLabel)).toEqual(['Jan 2026', 'Jun 2026', 'Dec 2026']);
  });
});
