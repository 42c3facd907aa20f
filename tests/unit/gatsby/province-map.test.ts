/** The map is drawn at build time from data/maps/ for the shops' provinces. */
import { gzipSync } from 'node:zlib';
import { countShops, drawShopMap, shadeOf } from '../../../src/gatsby/province-map';
import { SNAPSHOT_PLACES } from '../../../src/pipeline/detect/places';

const NCR = 'National Capital Region (NCR)';
const shops = [
  { location: 'Makati', city: 'Makati', province: null, region: NCR },
  { location: 'Taguig', city: 'Taguig', province: null, region: NCR },
  { location: 'Taguig', city: 'Taguig', province: null, region: NCR },
  { location: 'Metro Manila', city: null, province: null, region: NCR },
  { location: 'Iloilo City', city: 'Iloilo City', province: 'Iloilo', region: 'Western Visayas (Region VI)' },
  { location: 'Cebu', city: null, province: 'Cebu', region: 'Central Visayas (Region VII)' },
];

describe('countShops', () => {
  const counts = countShops(shops);

  it('counts shops per province, Metro Manila as one', () => {
    expect(Object.fromEntries(counts.byProvince)).toEqual({ 'Metro Manila': 4, Iloilo: 1, Cebu: 1 });
  });

  it('counts Metro Manila’s cities, never guessing a city for a shop placed only in the region', () => {
    expect(Object.fromEntries(counts.byMetroManilaCity)).toEqual({ Makati: 1, Taguig: 2 });
    expect(counts.placesByProvince.get('Metro Manila')).toEqual([
      { name: 'Makati', count: 1 },
      { name: 'Metro Manila', count: 1 },
      { name: 'Taguig', count: 2 },
    ]);
  });
});

describe('shadeOf', () => {
  it('puts counts in four classes', () => {
    expect([0, 1, 2, 4, 5, 9, 10, 500].map(shadeOf)).toEqual([0, 1, 2, 2, 3, 3, 4, 4]);
  });
});

describe('drawShopMap', () => {
  const map = drawShopMap(countShops(shops), SNAPSHOT_PLACES);

  it('draws each province with shops, with its page, shade and centroid', () => {
    expect(map.provinces.map((province) => [province.name, province.slug, province.count, province.shade])).toEqual([
      ['Cebu', 'cebu', 1, 1],
      ['Iloilo', 'iloilo', 1, 1],
      ['Metro Manila', 'metro-manila', 4, 2],
    ]);
    for (const province of map.provinces) {
      expect(province.d).toMatch(/^M\d+ \d+l/);
      // No ring that rounding shrank to a point: bytes for nothing.
      expect(province.d).not.toMatch(/M\d+ \d+z/);
    }
    const cebu = map.provinces.find((province) => province.name === 'Cebu');
    expect(cebu?.lon).toBeCloseTo(123.75, 0);
    expect(cebu?.lat).toBeCloseTo(10.35, 0);
  });

  it('draws Metro Manila’s cities with shops in the inset, inside its box', () => {
    expect(map.inset.cities.map((city) => [city.name, city.count])).toEqual([
      ['Makati', 1],
      ['Taguig', 2],
    ]);
    const numbers = map.inset.cities[0]?.d.match(/^M(\d+) (\d+)/);
    const [x, y] = [Number(numbers?.[1]), Number(numbers?.[2])];
    expect(x).toBeGreaterThanOrEqual(map.inset.x);
    expect(x).toBeLessThanOrEqual(map.inset.x + map.inset.width);
    expect(y).toBeGreaterThanOrEqual(map.inset.y);
    expect(y).toBeLessThanOrEqual(map.inset.y + map.inset.height);
  });

  it('stays small: the whole drawing is well under 25 KB gzip', () => {
    const paths = [map.land, ...map.provinces.map((province) => province.d), map.inset.land, ...map.inset.cities.map((city) => city.d)].join('');
    expect(gzipSync(paths).length).toBeLessThan(12 * 1024);
  });

  it('stops with the join’s own words when a province has no shape', () => {
    expect(() => drawShopMap(countShops(shops), SNAPSHOT_PLACES, undefined, { shapes: [], provincesWithoutShape: [] })).toThrow(
      /boundary shape 0604500000 \(Negros Occidental\) is no province/,
    );
  });
});
