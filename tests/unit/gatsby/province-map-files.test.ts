/**
 * A damaged file in data/maps/ stops the map (and so the build: source-nodes.ts hands the sentence
 * to panicOnBuild) with a sentence that names the file and says what is wrong; no path is ever
 * drawn with NaN. Each case damages one file of a copy of the real data/maps/.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { geoMercator } from 'd3-geo';
import { countShops, drawShopMap, pathData, type ShopMapData } from '../../../src/gatsby/province-map';
import { MapFileError } from '../../../src/gatsby/province-shapes';
import { SNAPSHOT_PLACES } from '../../../src/pipeline/detect/places';

const MAPS = path.resolve(__dirname, '../../../data/maps');
const PROVINCE_FILE = 'provinces/provdists-region-100000000.topo.0.001.json';
const CITY_FILE = 'metro-manila/municities-provdist-1307400000.topo.0.001.json';

const counts = countShops([
  { location: 'Laoag', city: 'Laoag', province: 'Ilocos Norte', region: 'Ilocos Region (Region I)' },
  { location: 'Makati', city: 'Makati', province: null, region: 'National Capital Region (NCR)' },
]);

type Topo = { arcs: unknown[][]; objects: Record<string, { geometries: { arcs: unknown }[] }> };
const edit = (change: (topology: Topo) => void) => (text: string) => {
  const topology = JSON.parse(text) as Topo;
  change(topology);
  return JSON.stringify(topology);
};
const firstGeometry = (topology: Topo) => Object.values(topology.objects)[0]?.geometries[0] as { arcs: unknown };

const CASES: [string, string, (text: string) => string, RegExp][] = [
  ['cut short', PROVINCE_FILE, (text) => text.slice(0, Math.floor(text.length / 2)), /is not readable JSON \(.*\); the file may be cut short/],
  [
    'GeoJSON, not TopoJSON',
    PROVINCE_FILE,
    () => '{"type":"FeatureCollection","features":[]}',
    /is not a TopoJSON file \(it has no "type": "Topology" with "objects" and "arcs"\)/,
  ],
  [
    'an arc index past the arcs',
    PROVINCE_FILE,
    edit((topology) => void (firstGeometry(topology).arcs = [[0, 999]])),
    /refers to arc 999, but the file has 11 arcs \(0 to 10\)/,
  ],
  [
    'a negative (reversed) arc index past the arcs',
    CITY_FILE,
    edit((topology) => void (firstGeometry(topology).arcs = [[~500]])),
    /refers to arc 500, but the file has \d+ arcs/,
  ],
  [
    'a coordinate written as text',
    PROVINCE_FILE,
    edit((topology) => void ((topology.arcs[3] as unknown[])[1] = ['12a', 5])),
    /has a coordinate that is not a number: point 1 of arc 3 is \["12a",5\]/,
  ],
  [
    'a coordinate left empty (null)',
    CITY_FILE,
    edit((topology) => void ((topology.arcs[0] as unknown[])[2] = [null, 4])),
    /has a coordinate that is not a number: point 2 of arc 0 is \[null,4\]/,
  ],
];

describe('a damaged file in data/maps/', () => {
  const folders: string[] = [];
  afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  /** A copy of data/maps/ with `file` rewritten by `damage`; the map drawn from it, or what stopped it. */
  function drawDamaged(file: string, damage: (text: string) => string): ShopMapData | Error {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'padyak-maps-'));
    folders.push(dir);
    cpSync(MAPS, dir, { recursive: true });
    writeFileSync(path.join(dir, file), damage(readFileSync(path.join(dir, file), 'utf8')));
    try {
      return drawShopMap(counts, SNAPSHOT_PLACES, dir);
    } catch (error) {
      return error as Error;
    }
  }

  test('the undamaged copy draws (the cases below damage only their one file)', () => {
    const map = drawDamaged(PROVINCE_FILE, (text) => text);
    expect(map).not.toBeInstanceOf(Error);
    expect((map as ShopMapData).provinces.map((province) => province.name)).toEqual(['Ilocos Norte', 'Metro Manila']);
  });

  test.each(CASES)('%s: the map stops with a sentence naming the file, and draws no NaN', (_case, file, damage, problem) => {
    const outcome = drawDamaged(file, damage);
    // Drawn anyway would be the defect: say what it drew.
    if (!(outcome instanceof Error)) throw new Error(`drawn from a damaged ${file}${JSON.stringify(outcome).includes('NaN') ? ', with NaN in a path' : ''}`);
    expect(outcome).toBeInstanceOf(MapFileError);
    expect(outcome.message).toContain(`The province map cannot be drawn: ${path.join(folders.at(-1) as string, file)} `);
    expect(outcome.message).toMatch(problem);
    expect(outcome.message).toMatch(/; restore it from the repository \(git checkout -- .*\) or from its source \(data\/maps\/SOURCE\.md\)\.$/);
    expect(outcome.message).not.toMatch(/\n\s+at /);
  });
});

test('a path that would hold NaN is never written: the last guard names the shape and its file', () => {
  const ring = [
    [120, 15],
    [121, Number.NaN],
    [121, 16],
    [120, 15],
  ];
  const shape = {
    code: '0102800000',
    name: 'Ilocos Norte',
    file: 'data/maps/provinces/x.json',
    shape: { type: 'Feature' as const, properties: {}, geometry: { type: 'Polygon' as const, coordinates: [ring] } },
  };
  expect(() => pathData(geoMercator(), [shape])).toThrow(
    new MapFileError(
      'The province map cannot be drawn: a shape of Ilocos Norte (data/maps/provinces/x.json) has a coordinate that is not a number; restore the file from the repository or from its source (data/maps/SOURCE.md).',
    ),
  );
});
