/** The map's boundaries join the place table by PSGC code; every difference is written down with a reason. */
import { joinShapes, psgcCode, readBoundaries, readKnownGaps, type BoundaryShape, type KnownGaps } from '../../../src/gatsby/province-shapes';
import { SNAPSHOT_PLACES, type Place } from '../../../src/pipeline/detect/places';

const square: BoundaryShape['shape'] = {
  type: 'Feature',
  properties: {},
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 0],
      ],
    ],
  },
};
const shape = (code: string, name = code): BoundaryShape => ({ code, name, shape: square });
const province = (psgc: string, name: string): Place => ({ name, kind: 'province', province: name, region: 'Test Region', psgc, official: name });
const noGaps: KnownGaps = { shapes: [], provincesWithoutShape: [] };

describe('the boundaries in data/maps/ and the place table', () => {
  const { provinces } = readBoundaries();
  const join = joinShapes(provinces, SNAPSHOT_PLACES, readKnownGaps());

  it('join with no difference that data/maps/known-gaps.json does not explain', () => {
    expect(join.problems).toEqual([]);
  });

  it('draw every province of the place table, and Metro Manila from its four districts', () => {
    const expected = SNAPSHOT_PLACES.filter((place) => place.kind === 'province' || place.kind === 'region').map((place) => place.psgc);
    expect([...join.shapesOf.keys()].sort()).toEqual(expected.sort());
    expect(
      join.shapesOf
        .get('1300000000')
        ?.map((part) => part.code)
        .sort(),
    ).toEqual(['1303900000', '1307400000', '1307500000', '1307600000']);
    // Renumbered in 2024 (Negros Island Region): drawn from its 2023 shape.
    expect(join.shapesOf.get('1804500000')?.map((part) => part.name)).toEqual(['Negros Occidental']);
  });
});

describe('joinShapes', () => {
  const places = [province('0100000001', 'Alpha'), province('0100000002', 'Beta')];

  it('joins shapes to provinces by code', () => {
    const join = joinShapes([shape('0100000001'), shape('0100000002')], places, noGaps);
    expect(join.problems).toEqual([]);
    expect(join.shapesOf.get('0100000002')).toHaveLength(1);
  });

  it('reports a province of the place table that has no shape', () => {
    const join = joinShapes([shape('0100000001')], places, noGaps);
    expect(join.problems).toEqual([expect.stringContaining('Beta (0100000002) of data/places/places.json has no boundary shape')]);
  });

  it('accepts a province without a shape when known-gaps.json says why', () => {
    const gaps = { shapes: [], provincesWithoutShape: [{ province: '0100000002', name: 'Beta', reason: 'created after 2023' }] };
    expect(joinShapes([shape('0100000001')], places, gaps).problems).toEqual([]);
  });

  it('reports a shape that is no province (a code changed after 2023)', () => {
    const join = joinShapes([shape('0100000001'), shape('0200000002', 'Old Beta')], places, noGaps);
    expect(join.problems).toEqual([
      expect.stringContaining('The boundary shape 0200000002 (Old Beta) is no province'),
      expect.stringContaining('Beta (0100000002) of data/places/places.json has no boundary shape'),
    ]);
  });

  it('draws a renumbered shape as the province known-gaps.json names, and land of no province as land', () => {
    const gaps: KnownGaps = {
      shapes: [
        { shape: '0200000002', drawnAs: '0100000002', name: 'Old Beta', reason: 'renumbered' },
        { shape: '0900000000', drawnAs: null, name: 'Special area', reason: 'no province' },
      ],
      provincesWithoutShape: [],
    };
    const join = joinShapes([shape('0100000001'), shape('0200000002'), shape('0900000000')], places, gaps);
    expect(join.problems).toEqual([]);
    expect(join.shapesOf.get('0100000002')?.map((part) => part.code)).toEqual(['0200000002']);
    expect(join.landOnly.map((part) => part.code)).toEqual(['0900000000']);
  });

  it('reports a known gap that no longer applies', () => {
    const gaps: KnownGaps = {
      shapes: [
        { shape: '0100000001', drawnAs: null, name: 'Alpha', reason: 'stale' },
        { shape: '0300000003', drawnAs: '0100000002', name: 'Gone', reason: 'stale' },
      ],
      provincesWithoutShape: [],
    };
    const join = joinShapes([shape('0100000001', 'Alpha'), shape('0100000002')], places, gaps);
    expect(join.problems).toEqual([
      expect.stringContaining('shape 0100000001 (Alpha) is now a province of the place table'),
      expect.stringContaining('shape 0300000003 (Gone) is not in the boundaries any more'),
    ]);
  });
});

describe('psgcCode', () => {
  it('writes the boundaries’ integer codes as the place table’s 10 characters', () => {
    expect(psgcCode(401000000)).toBe('0401000000');
    expect(psgcCode(1300000000)).toBe('1300000000');
  });
});
