/** The source column of shops.csv: what the card's OpenStreetMap credit depends on. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isOpenStreetMapSource, loadPlaceTable, normalizeSource, shopSchema, type ReadContext } from '../../../../src/pipeline';
import { readShops } from '../../../support/read-sheets';
import { issueLine } from '../../../../src/pipeline/rules/issue';

const aliases = readFileSync(path.join(__dirname, '../../../../data/place-aliases.csv'), 'utf8');
const context: ReadContext = { probe: () => null, places: loadPlaceTable(aliases).table };

describe('the source column', () => {
  it('is optional: a shops.csv without it reads as before, each shop with no source', () => {
    const { shops, log } = readShops('name,location,link,logo\nPedal Co,Makati,,\n', context);
    expect(shops[0]?.source).toBeNull();
    expect(log.issues).toEqual([]);
  });

  it('keeps what the editor wrote, and writes every spelling of an OpenStreetMap element one way, saying so', () => {
    const csv = [
      'name,location,link,logo,source',
      'A,Makati,,,OpenStreetMap node/1001',
      'B,Makati,,,https://www.openstreetmap.org/way/22',
      'C,Makati,,,osm relation 3',
      "D,Makati,,,the shop's Facebook page",
      'E,Makati,,,',
    ].join('\n');
    const { shops, log } = readShops(csv, context);
    expect(shops.map((shop) => shop.source)).toEqual(['OpenStreetMap node/1001', 'OpenStreetMap way/22', 'OpenStreetMap relation/3', "the shop's Facebook page", null]);
    expect(log.issues.map(issueLine)).toEqual([
      "shops.csv row 3, column source: 'https://www.openstreetmap.org/way/22' was read as the OpenStreetMap reference 'OpenStreetMap way/22'.",
      "shops.csv row 4, column source: 'osm relation 3' was read as the OpenStreetMap reference 'OpenStreetMap relation/3'.",
    ]);
    for (const shop of shops) expect(shopSchema.safeParse(shop).success).toBe(true);
  });

  it('asks for the credit whenever the source mentions OpenStreetMap, and only then', () => {
    expect(isOpenStreetMapSource('OpenStreetMap node/1001')).toBe(true);
    expect(isOpenStreetMapSource('from OpenStreetMap, checked by phone 2026-11')).toBe(true);
    expect(isOpenStreetMapSource('https://osm.org/node/5')).toBe(true);
    expect(isOpenStreetMapSource("the shop's Facebook page")).toBe(false);
    expect(isOpenStreetMapSource('Cosmos Bikes flyer')).toBe(false);
    expect(isOpenStreetMapSource(null)).toBe(false);
    expect(normalizeSource('OpenStreetMap')).toEqual({ source: 'OpenStreetMap', openStreetMap: true });
  });

  it('lets a duplicate row lend its source to the row it is merged into', () => {
    const { shops } = readShops('name,location,link,logo,source\nPedal Co,Makati,,,\nPedal Co,Makati,,,OpenStreetMap node/7\n', context);
    expect(shops).toHaveLength(1);
    expect(shops[0]?.source).toBe('OpenStreetMap node/7');
  });
});
