/** The editors' worklist: what is due for a check, oldest first, per list. */
import { checkWorklist, type CheckedListing } from '../../../../src/pipeline/report/worklist';

const listing = (name: string, sourceRow: number, checked: string | null, status: CheckedListing['status'] = 'open'): CheckedListing => ({
  name,
  sourceRow,
  checked,
  status,
});

describe('checkWorklist', () => {
  it('lists, per list, the checks older than twelve months oldest first, then the never checked in sheet order', () => {
    const shops = [
      listing('Checked this month', 2, '2026-11'),
      listing('Never A', 3, null),
      listing('Fourteen months', 4, '2025-09'),
      listing('Three years', 5, '2023-11'),
      listing('Twelve months', 6, '2025-11'),
      listing('Never B', 7, null),
    ];
    expect(checkWorklist([{ file: 'shops.csv', listings: shops }], '2026-11-28')).toEqual([
      {
        file: 'shops.csv',
        entries: [
          { name: 'Three years', row: 5, checked: '2023-11' },
          { name: 'Fourteen months', row: 4, checked: '2025-09' },
          { name: 'Never A', row: 3, checked: null },
          { name: 'Never B', row: 7, checked: null },
        ],
      },
    ]);
  });

  it('leaves out closed listings, and lists with nothing due', () => {
    const lists = [
      { file: 'shops.csv', listings: [listing('Closed long ago', 2, '2020-01', 'closed'), listing('Fresh', 3, '2026-10')] },
      { file: 'brands.csv', listings: [listing('Temporarily closed, never checked', 2, null, 'temporarily closed')] },
    ];
    expect(checkWorklist(lists, '2026-11-28')).toEqual([{ file: 'brands.csv', entries: [{ name: 'Temporarily closed, never checked', row: 2, checked: null }] }]);
  });
});
