/** A listing's status and checked cells, as an editor types them (issue: a page for every listing). */
import { CHECK_STANDS_MONTHS, monthsSince, readChecked, readStatus } from '../../../../src/pipeline/detect/listing-checks';

const TODAY = '2026-11-28';

describe('a status cell', () => {
  it('is open when empty, and names one of the other two in any case or spacing', () => {
    expect(readStatus('')).toBe('open');
    expect(readStatus('  ')).toBe('open');
    expect(readStatus('closed')).toBe('closed');
    expect(readStatus(' Closed ')).toBe('closed');
    expect(readStatus('Temporarily  closed')).toBe('temporarily closed');
    expect(readStatus('TEMPORARILY CLOSED')).toBe('temporarily closed');
  });

  it('names no status for anything else, so a guess is never shown as open', () => {
    for (const cell of ['open', 'permanently closed', 'closed?', 'temp closed', 'sarado']) expect(readStatus(cell)).toBeNull();
  });
});

describe('a checked cell', () => {
  it('reads 2026-11 and Nov 2026 (or the month in full) as the same month', () => {
    for (const cell of ['2026-11', 'Nov 2026', 'November 2026', 'nov. 2026', ' 2026-11 ']) expect(readChecked(cell, TODAY)).toEqual({ status: 'read', month: '2026-11' });
    expect(readChecked('2025-9', TODAY)).toEqual({ status: 'read', month: '2025-09' });
  });

  it('keeps a full date as its month', () => {
    expect(readChecked('2026-10-05', TODAY)).toEqual({ status: 'read', month: '2026-10' });
    expect(readChecked('Oct 5, 2026', TODAY)).toEqual({ status: 'read', month: '2026-10' });
  });

  it('is empty when empty (never checked)', () => {
    expect(readChecked('', TODAY)).toEqual({ status: 'empty' });
  });

  it('says why it cannot be read', () => {
    expect(readChecked('2026-13', TODAY)).toEqual({ status: 'unreadable', reason: 'there is no month 13' });
    expect(readChecked('Nov', TODAY).status).toBe('unreadable');
    expect(readChecked('last week', TODAY).status).toBe('unreadable');
    // 03/04/2026: March or April, the cell cannot say.
    expect(readChecked('03/04/2026', TODAY)).toEqual({ status: 'unreadable', reason: expect.stringContaining('either way round') });
  });

  it('finds a month after today, and a full date after today within this month, in the future', () => {
    expect(readChecked('2026-12', TODAY)).toEqual({ status: 'future', month: '2026-12' });
    expect(readChecked('2026-11-30', TODAY)).toEqual({ status: 'future', month: '2026-11' });
    expect(readChecked('2026-11-28', TODAY)).toEqual({ status: 'read', month: '2026-11' });
    expect(readChecked('Nov 2026', TODAY)).toEqual({ status: 'read', month: '2026-11' });
  });
});

describe('months since a check', () => {
  it('counts whole months to today’s month; a check stands for twelve', () => {
    expect(monthsSince('2026-11', TODAY)).toBe(0);
    expect(monthsSince('2025-11', TODAY)).toBe(CHECK_STANDS_MONTHS);
    expect(monthsSince('2025-09', TODAY)).toBe(14);
  });
});
