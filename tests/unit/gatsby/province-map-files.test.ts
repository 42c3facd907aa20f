import { provinceMapPath, provinceMapSvg, type MapForFiles } from '../../../src/gatsby/province-map-files';
import { colors } from '../../../src/styles/tokens';

const map: MapForFiles = {
  width: 300,
  height: 500,
  land: 'M0,0L1,1Z',
  provinces: [
    { slug: 'iloilo', d: 'M10,10L20,20Z' },
    { slug: 'cebu', d: 'M30,30L40,40Z' },
    { slug: 'metro-manila', d: 'M5,5L6,6Z' },
  ],
  inset: { x: 200, y: 10, width: 90, height: 120, land: 'M200,10L210,20Z', cities: [{ d: 'M201,11L202,12Z' }] },
};

describe("a province's small map, a file of its own", () => {
  it('marks that province alone, in the brand colour, on the whole map', () => {
    const svg = provinceMapSvg(map, 'iloilo');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 500">')).toBe(true);
    expect(svg).toContain(`<path d="M10,10L20,20Z" fill="${colors.brand}"/>`);
    expect(svg).toContain('<path d="M30,30L40,40Z" fill="#e2e8e2"/>');
    expect(svg.match(new RegExp(colors.brand, 'g'))).toHaveLength(1);
    // Metro Manila's inset is drawn only on its own map.
    expect(svg).not.toContain('<rect');
    expect(provinceMapSvg(map, 'metro-manila')).toContain('<rect x="200" y="10" width="90" height="120"');
  });

  it('holds path data and nothing that runs', () => {
    expect(provinceMapSvg(map, 'cebu')).not.toMatch(/<script|on\w+=|href/i);
    expect(provinceMapPath('iloilo')).toBe('/maps/iloilo.svg');
  });
});
