/** The fixed sheet of /editors merges a duplicate row as the site does: the kept row takes every cell it lacked. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { browserContext, inspectSheet } from '../../../src/lib/sheet-check';
import { loadPlaceTable } from '../../../src/pipeline';
import { readShops } from '../../support/read-sheets';

const ROOT = path.join(__dirname, '../../..');
const aliasesText = readFileSync(path.join(ROOT, 'data/place-aliases.csv'), 'utf8');
const copies = { aliasesText, categoriesText: readFileSync(path.join(ROOT, 'tests/fixtures/messy/brand-categories.json'), 'utf8') };

describe('the fixed sheet of a merged duplicate', () => {
  it("carries the copy's source into the row it keeps, like the shop the site builds", () => {
    const original = 'name,location,link,logo,source\nPedal Co,Makati,,,\nPedal Co,Makati,https://example.com/pedal,,OpenStreetMap node/7\n';
    const inspection = inspectSheet(new TextEncoder().encode(original), 'shops.csv', null, browserContext(copies));
    if (inspection.status !== 'checked') throw new Error(inspection.message);

    expect(inspection.fixedCsv).toBe('name,location,link,logo,source\nPedal Co,Makati,https://example.com/pedal,,OpenStreetMap node/7\n');
    const { shops } = readShops(original, { probe: () => null, places: loadPlaceTable(aliasesText).table });
    expect(shops.map((shop) => [shop.link, shop.source])).toEqual([['https://example.com/pedal', 'OpenStreetMap node/7']]);
  });
});
