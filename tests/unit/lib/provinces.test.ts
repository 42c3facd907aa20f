import { METRO_MANILA, provinceOf, provinceSlug, shopCount } from '../../../src/lib/provinces';
import { distanceKm, nearestProvince } from '../../../src/lib/near-me';

describe('provinceOf', () => {
  it('is the shop’s province, or Metro Manila for a place of the National Capital Region', () => {
    expect(provinceOf({ province: 'Iloilo', region: 'Western Visayas (Region VI)' })).toBe('Iloilo');
    expect(provinceOf({ province: null, region: 'National Capital Region (NCR)' })).toBe(METRO_MANILA);
    expect(provinceOf({ province: null, region: 'Somewhere else' })).toBeNull();
  });
});

describe('province pages', () => {
  it('have a plain address made of the name', () => {
    expect(provinceSlug('Davao del Sur')).toBe('davao-del-sur');
    expect(provinceSlug('Metro Manila')).toBe('metro-manila');
    expect(provinceSlug('Tawi-Tawi')).toBe('tawi-tawi');
  });

  it('count shops in words', () => {
    expect(shopCount(1)).toBe('1 shop');
    expect(shopCount(4)).toBe('4 shops');
  });
});

describe('nearestProvince', () => {
  // Centroids as the build computes them for today's provinces with shops (rounded).
  const centroids = [
    { name: 'Metro Manila', lon: 121.03, lat: 14.609 },
    { name: 'Davao del Sur', lon: 125.344, lat: 7.013 },
    { name: 'Cebu', lon: 123.754, lat: 10.351 },
  ];

  it('picks the centroid nearest to a position', () => {
    // Davao City's city hall, about 30 km from Davao del Sur's centroid.
    expect(nearestProvince(centroids, { lon: 125.6128, lat: 7.0731 })?.name).toBe('Davao del Sur');
    // Cebu City.
    expect(nearestProvince(centroids, { lon: 123.8854, lat: 10.3157 })?.name).toBe('Cebu');
  });

  it('is null with no centroids', () => {
    expect(nearestProvince([], { lon: 121, lat: 14 })).toBeNull();
  });

  it('measures great-circle distances', () => {
    // Manila to Cebu City: about 570 km.
    expect(distanceKm({ lon: 120.9842, lat: 14.5995 }, { lon: 123.8854, lat: 10.3157 })).toBeGreaterThan(550);
    expect(distanceKm({ lon: 120.9842, lat: 14.5995 }, { lon: 123.8854, lat: 10.3157 })).toBeLessThan(590);
  });
});
