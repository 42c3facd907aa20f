/** /editors' listings due a check, from its page query's parts. */
import { describeDue, describeEntry, dueLists, type DuePart } from '../../../src/lib/editors-worklist';
import { editorsPageContext } from '../../../src/gatsby/editors-page';

const part = (totalCount: number, nodes: [string, number, string | null][]): DuePart => ({
  totalCount,
  nodes: nodes.map(([name, sourceRow, checked]) => ({ name, sourceRow, checked })),
});
const none = part(0, []);

describe('dueLists', () => {
  it('lists per list the overdue listings oldest first, then the never checked, up to the number shown, in the order of the sheets', () => {
    const lists = dueLists(
      {
        overdueShops: part(2, [
          ['Sample Old Shop', 6, '2023-11'],
          ['Sample Fourteen Months Shop', 4, '2025-09'],
        ]),
        neverShops: part(3, [
          ['Sample Never Shop', 3, null],
          ['Sample Other Never Shop', 7, null],
        ]),
        overdueBrands: none,
        neverBrands: none,
        overdueListings: { group: [{ fieldValue: 'cycling-groups', ...part(1, [['Sample Riders', 2, '2024-01']]) }] },
        neverListings: { group: [{ fieldValue: 'content-creators', ...part(1, [['Sample Creator', 5, null]]) }] },
      },
      3,
    );
    expect(lists).toEqual([
      {
        list: 'shops',
        label: 'Bike Shops (shops.csv)',
        overdue: 2,
        never: 3,
        entries: [
          { name: 'Sample Old Shop', row: 6, checked: '2023-11' },
          { name: 'Sample Fourteen Months Shop', row: 4, checked: '2025-09' },
          { name: 'Sample Never Shop', row: 3, checked: null },
        ],
      },
      { list: 'content-creators', label: 'Content Creators (content-creators.csv)', overdue: 0, never: 1, entries: [{ name: 'Sample Creator', row: 5, checked: null }] },
      { list: 'cycling-groups', label: 'Cycling Groups (cycling-groups.csv)', overdue: 1, never: 0, entries: [{ name: 'Sample Riders', row: 2, checked: '2024-01' }] },
    ]);
  });

  it('is empty when nothing is due', () => {
    expect(
      dueLists({ overdueShops: none, neverShops: none, overdueBrands: none, neverBrands: none, overdueListings: { group: [] }, neverListings: { group: [] } }),
    ).toEqual([]);
  });
});

test('the words of a list and of a listing', () => {
  expect(describeDue({ overdue: 2, never: 3 })).toBe('2 not checked for over 12 months, 3 never checked');
  expect(describeDue({ overdue: 0, never: 1 })).toBe('1 never checked');
  expect(describeEntry({ name: 'Sample Old Shop', row: 6, checked: '2023-11' })).toBe('Row 6: Sample Old Shop, checked Nov 2023');
  expect(describeEntry({ name: 'Sample Never Shop', row: 3, checked: null })).toBe('Row 3: Sample Never Shop, never checked');
});

test("/editors' query is given the months whose checks still stand on the day of the build", () => {
  const context = editorsPageContext('2026-11-28');
  expect(context.builtOn).toBe('2026-11-28');
  expect([context.monthsStanding[0], context.monthsStanding.at(-1)]).toEqual(['2025-11', '2026-11']);
});
