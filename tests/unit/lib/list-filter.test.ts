import { ALL_CITIES, ALL_PROVINCES, distinctPlaces, filterAndSort, foldForSearch, indexForSearch, sortByName } from '../../../src/lib/list-filter';

interface Shop {
  name: string;
  location: string;
  province: string | null;
  region: string;
}

const shops: Shop[] = [
  { name: 'Pedal Works', location: 'Biñan', province: 'Laguna', region: 'Calabarzon (Region IV-A)' },
  { name: 'apex cycles', location: 'Las Piñas', province: null, region: 'National Capital Region (NCR)' },
  { name: 'Zebra Bikes', location: 'Quezon City', province: null, region: 'National Capital Region (NCR)' },
  { name: 'Édouard Velo', location: 'Quezon City', province: null, region: 'National Capital Region (NCR)' },
];
const indexed = indexForSearch(shops, (shop) => [shop.location, shop.province, shop.region]);
const names = (list: { name: string }[]) => list.map((item) => item.name);

describe('search', () => {
  it('matches a case-insensitive substring of the name', () => {
    expect(names(filterAndSort(indexed, { query: 'ZEBRA', direction: 'asc' }))).toEqual(['Zebra Bikes']);
    expect(names(filterAndSort(indexed, { query: 'bik', direction: 'asc' }))).toEqual(['Zebra Bikes']);
  });

  it('also matches the location, province and region on the shops screen', () => {
    expect(names(filterAndSort(indexed, { query: 'quezon', direction: 'asc' }))).toEqual(['Édouard Velo', 'Zebra Bikes']);
    expect(names(filterAndSort(indexed, { query: 'laguna', direction: 'asc' }))).toEqual(['Pedal Works']);
    expect(names(filterAndSort(indexed, { query: 'ncr', direction: 'asc' }))).toHaveLength(3);
  });

  it('ignores diacritics both ways', () => {
    expect(names(filterAndSort(indexed, { query: 'Binan', direction: 'asc' }))).toEqual(['Pedal Works']);
    expect(names(filterAndSort(indexed, { query: 'las pinas', direction: 'asc' }))).toEqual(['apex cycles']);
    expect(names(filterAndSort(indexed, { query: 'édouard', direction: 'asc' }))).toEqual(['Édouard Velo']);
    expect(foldForSearch('Parañaque')).toBe('paranaque');
  });

  it('treats an empty or blank query as everything, and has no length bound', () => {
    expect(filterAndSort(indexed, { query: '   ', direction: 'asc' })).toHaveLength(4);
    expect(filterAndSort(indexed, { query: 'x'.repeat(10_000), direction: 'asc' })).toHaveLength(0);
  });

  it('does not match across two fields', () => {
    expect(filterAndSort(indexed, { query: 'bikesquezon', direction: 'asc' })).toHaveLength(0);
  });
});

describe('city filter', () => {
  const placeOf = (shop: Shop) => shop.location;

  it('keeps only exact matches of the location, or everything for all', () => {
    expect(names(filterAndSort(indexed, { query: '', direction: 'asc', city: 'Quezon City', placeOf }))).toEqual(['Édouard Velo', 'Zebra Bikes']);
    expect(filterAndSort(indexed, { query: '', direction: 'asc', city: 'Quezon', placeOf })).toHaveLength(0);
    expect(filterAndSort(indexed, { query: '', direction: 'asc', city: ALL_CITIES, placeOf })).toHaveLength(4);
  });

  it('combines with the search', () => {
    expect(names(filterAndSort(indexed, { query: 'zeb', direction: 'asc', city: 'Quezon City', placeOf }))).toEqual(['Zebra Bikes']);
  });

  it('lists each place once, sorted', () => {
    expect(distinctPlaces(shops, placeOf)).toEqual(['Biñan', 'Las Piñas', 'Quezon City']);
  });
});

describe('province filter', () => {
  // A shop's province, or Metro Manila for a place of the National Capital Region (src/lib/provinces.ts).
  const provinceOf = (shop: Shop) => shop.province ?? (shop.region.startsWith('National Capital') ? 'Metro Manila' : null);
  const placeOf = (shop: Shop) => shop.location;

  it('keeps only exact matches of the province, or everything for all', () => {
    expect(names(filterAndSort(indexed, { query: '', direction: 'asc', province: 'Metro Manila', provinceOf }))).toEqual(['apex cycles', 'Édouard Velo', 'Zebra Bikes']);
    expect(names(filterAndSort(indexed, { query: '', direction: 'asc', province: 'Laguna', provinceOf }))).toEqual(['Pedal Works']);
    expect(filterAndSort(indexed, { query: '', direction: 'asc', province: 'laguna', provinceOf })).toHaveLength(0);
    expect(filterAndSort(indexed, { query: '', direction: 'asc', province: ALL_PROVINCES, provinceOf })).toHaveLength(4);
  });

  it('combines with the search, the city and the sort', () => {
    expect(names(filterAndSort(indexed, { query: 'e', direction: 'desc', province: 'Metro Manila', provinceOf }))).toEqual([
      'Zebra Bikes',
      'Édouard Velo',
      'apex cycles',
    ]);
    expect(names(filterAndSort(indexed, { query: '', direction: 'asc', province: 'Metro Manila', provinceOf, city: 'Quezon City', placeOf }))).toEqual([
      'Édouard Velo',
      'Zebra Bikes',
    ]);
    expect(filterAndSort(indexed, { query: '', direction: 'asc', province: 'Laguna', provinceOf, city: 'Quezon City', placeOf })).toHaveLength(0);
  });

  it('is ignored without a way to read the province', () => {
    expect(filterAndSort(indexed, { query: '', direction: 'asc', province: 'Laguna' })).toHaveLength(4);
  });
});

describe('sort', () => {
  it('sorts by name with locale comparison, ignoring case and accents', () => {
    expect(names(sortByName(shops, 'asc'))).toEqual(['apex cycles', 'Édouard Velo', 'Pedal Works', 'Zebra Bikes']);
  });

  it('reverses for descending', () => {
    expect(names(sortByName(shops, 'desc'))).toEqual(['Zebra Bikes', 'Pedal Works', 'Édouard Velo', 'apex cycles']);
  });

  it('sorts numbers in names naturally', () => {
    expect(names(sortByName([{ name: 'Bike 10' }, { name: 'Bike 9' }], 'asc'))).toEqual(['Bike 9', 'Bike 10']);
  });

  it('filters before sorting and leaves the input untouched', () => {
    const before = names(shops);
    filterAndSort(indexed, { query: 'e', direction: 'desc' });
    expect(names(shops)).toEqual(before);
  });
});

describe('the search index', () => {
  it('is sorted once, so results come A→Z or Z→A from any input order', () => {
    const index = indexForSearch([{ name: 'Zebra Bikes' }, { name: 'apex cycles' }, { name: 'Bike 10' }, { name: 'Bike 9' }]);
    expect(names(filterAndSort(index, { query: '', direction: 'asc' }))).toEqual(['apex cycles', 'Bike 9', 'Bike 10', 'Zebra Bikes']);
    expect(names(filterAndSort(index, { query: 'bike', direction: 'desc' }))).toEqual(['Zebra Bikes', 'Bike 10', 'Bike 9']);
  });
});
