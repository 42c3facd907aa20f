/**
 * What the tools that write sheets do to an editor's file: the /editors fixed sheet and
 * import:osm's candidate sheet. One case per defect the second hostile probe found; each
 * asserts what the editor would notice (a lost row, a changed place, a garbled ñ, a live formula).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { browserContext, inspectSheet } from '../../src/lib/sheet-check';
import { checkSheet, issueLine, loadPlaceTable, renderCandidatesCsv, type DataIssue } from '../../src/pipeline';
import { buildCandidates } from '../../scripts/osm/candidates';
import type { OsmElement } from '../../scripts/osm/overpass';
import { readShops } from '../support/read-sheets';

const ROOT = path.join(__dirname, '../..');
const copies = {
  aliasesText: readFileSync(path.join(ROOT, 'data/place-aliases.csv'), 'utf8'),
  categoriesText: readFileSync(path.join(ROOT, 'tests/fixtures/messy/brand-categories.json'), 'utf8'),
};
const utf8 = (text: string) => new TextEncoder().encode(text);
const cp1252 = (text: string) => new Uint8Array([...text].map((char) => char.charCodeAt(0)));
const utf16le = (text: string) => new Uint8Array([0xff, 0xfe, ...[...text].flatMap((char) => [char.charCodeAt(0) & 0xff, char.charCodeAt(0) >> 8])]);

function inspect(bytes: Uint8Array) {
  const result = inspectSheet(bytes, 'shops.csv', null, browserContext(copies));
  if (result.status !== 'checked') throw new Error(`expected a checked sheet, got ${result.status}`);
  return result;
}
/** The fixed sheet as the editor downloads it (the page makes UTF-8 bytes of the text). */
function fixedOf(bytes: Uint8Array): string {
  const fixed = inspect(bytes).fixedCsv;
  if (fixed === null) throw new Error('expected a fixed sheet');
  return fixed;
}
/** Cells as an independent CSV reader sees them, every line ending a row. */
const cellsOf = (text: string): string[][] =>
  parse(text, { bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, record_delimiter: ['\r\n', '\n', '\r'] });
const places = () => loadPlaceTable(copies.aliasesText).table;
const shopsOf = (text: string) => readShops(text, { probe: () => null, places: places() }).shops;
const keyOf = (issue: DataIssue) => `${issue.rule} ${issue.severity} ${issue.column ?? ''}`;

describe('a CRLF sheet with one LF-only line (a row added in another editor)', () => {
  const text = 'name,location\r\n Sample One ,Pasig\r\nSample Two,Makati\nSample Three,Cebu City\r\nSample Four,Quezon City\r\n';

  it('reads one row per line, as the editor sees it: no shop vanishes and no row is called malformed', () => {
    const check = checkSheet(utf8(text), 'shops', browserContext(copies).context);
    expect(check.outcomes.map((outcome) => [outcome.row, outcome.status])).toEqual([
      [2, 'fixed'],
      [3, 'kept'],
      [4, 'kept'],
      [5, 'kept'],
    ]);
    expect(check.issues.filter((issue) => issue.severity === 'error')).toEqual([]);
  });

  it('gets a fixed sheet that is the file itself with the one fixed cell changed, the LF line kept', () => {
    expect(fixedOf(utf8(text))).toBe(text.replace(' Sample One ', 'Sample One'));
  });
});

describe('place fixes keep the place the editor named', () => {
  const text = 'name,location\nSample One,"San Fernando, Pampanga"\nSample Two,"santa cruz, laguna"\nSample Three,"Santa Cruz, Laguna"\nSample Four,Quezon city\n';

  it('writes a location that names the same place again, so the fixed sheet has no "ambiguous place"', () => {
    const fixed = fixedOf(utf8(text));
    expect(cellsOf(fixed).map((cells) => cells[1])).toEqual(['location', 'San Fernando City, Pampanga', 'Santa Cruz, Laguna', 'Santa Cruz, Laguna', 'Quezon City']);
    const again = inspect(utf8(fixed)).check.issues;
    expect(again.filter((issue) => issue.rule.startsWith('location-'))).toEqual([]);
    const where = (shops: ReturnType<typeof shopsOf>) => shops.map((shop) => [shop.name, shop.location, shop.province]);
    expect(where(shopsOf(fixed))).toEqual(where(shopsOf(text)));
    expect(where(shopsOf(text))).toEqual([
      ['Sample One', 'San Fernando City', 'Pampanga'],
      ['Sample Two', 'Santa Cruz', 'Laguna'],
      ['Sample Three', 'Santa Cruz', 'Laguna'],
      ['Sample Four', 'Quezon City', null],
    ]);
  });
});

describe("a converted sheet's fixed copy", () => {
  const text = 'name,location\r\nPeña Cycles ,Pasig\r\nCafé Bikes,Makati\r\n';

  it.each([
    ['Windows-1252', cp1252(text)],
    ['UTF-16', utf16le(text)],
  ])('of a %s upload is UTF-8 with a byte-order mark, so Excel opens Peña as Peña', (_encoding, bytes) => {
    const fixed = fixedOf(bytes);
    expect(fixed).toBe(`\ufeff${text.replace('Peña Cycles ,', 'Peña Cycles,')}`);
    // The page downloads the text as UTF-8: the bytes start with EF BB BF and check with nothing left to fix.
    const downloaded = utf8(fixed);
    expect([...downloaded.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(inspect(downloaded).check.issues.filter((issue) => issue.severity === 'fixed')).toEqual([]);
  });
});

describe('formula-looking names', () => {
  const text = 'name,location\n" =cmd|\' /C calc\'!A0",Pasig\n  @SUM(1+1),Makati\n" +1 Bikes",Cebu City\n -2+3 Cycles,Quezon City\nSample Shop ,Pasig\n';
  const FORMULA = /^[=+\-@\t\r\n\uff1d\uff0b\uff0d\uff20]/;

  it('are never turned from inert text into live formulas by the fixed sheet', () => {
    const original = cellsOf(text);
    const fixed = cellsOf(fixedOf(utf8(text)));
    expect(fixed).toHaveLength(original.length);
    fixed.forEach((cells, row) =>
      cells.forEach((cell, column) => {
        if (!FORMULA.test(original[row]?.[column] ?? '')) expect({ row, column, cell, live: FORMULA.test(cell) }).toEqual({ row, column, cell, live: false });
      }),
    );
    // The one fix that is safe is still written.
    expect(fixed[5]).toEqual(['Sample Shop', 'Pasig']);
  });

  it('are flagged for review when the sheet is checked', () => {
    const flagged = checkSheet(utf8(text), 'shops', browserContext(copies).context).issues.filter((issue) => issue.rule === 'name-formula');
    expect(flagged.map((issue) => [issue.row, issue.severity, issue.column])).toEqual([
      [2, 'review', 'name'],
      [3, 'review', 'name'],
      [4, 'review', 'name'],
      [5, 'review', 'name'],
    ]);
    expect(flagged.map(issueLine)[0]).toMatch(/^shops\.csv row 2, column name: the name starts with '=', which a spreadsheet runs as a formula/);
  });
});

describe('quotes in the middle of a cell', () => {
  it('are reported with the row and column, not read silently into the site', () => {
    const text = 'name,location,link\n1,"Hey, I missed " it",3\nSample 12" Wheels,Pasig,\nSample Fine,"Quezon City",\n';
    const check = checkSheet(utf8(text), 'shops', browserContext(copies).context);
    const stray = check.issues.filter((issue) => issue.rule === 'csv-stray-quote');
    expect(stray.map((issue) => [issue.row, issue.column, issue.found])).toEqual([
      [2, 'location', '"Hey, I missed " it"'],
      [3, 'name', 'Sample 12" Wheels'],
    ]);
    expect(stray.map(issueLine)[0]).toMatch(/^shops\.csv row 2, column location: .*write the quote twice/);
    expect(check.outcomes.find((outcome) => outcome.row === 4)?.status).toBe('kept');
  });
});

describe("import:osm's candidate sheet", () => {
  const element = (id: number, name: string): OsmElement => ({
    type: 'node',
    id,
    tags: { shop: 'bicycle', name, 'addr:city': 'Pasig' },
    position: { lat: 14.5, lon: 121 },
  });

  it('flags bidi characters and over-long names, and neutralizes a name starting with U+0085', () => {
    const { rows } = buildCandidates([element(1, 'Sample \u202eshop'), element(2, `Sample ${'long '.repeat(60)}`), element(3, '\u0085=cmd')], [], places());
    const noteOf = (start: string) => rows.find((row) => row.name.startsWith(start))?.note ?? '';
    expect(noteOf('Sample \u202e')).toMatch(/U\+202E/);
    expect(noteOf('Sample long')).toMatch(/characters long/);
    const written = cellsOf(renderCandidatesCsv(rows));
    const nelRow = written.find((cells) => cells[0]?.includes('=cmd'));
    expect(nelRow?.[0]).toBe("'\u0085=cmd");
  });
});

describe('re-checking a fixed sheet', () => {
  it('adds no finding the original check did not have (messy fixture, every sheet)', () => {
    for (const file of ['shops.csv', 'brands.csv', 'content-creators.csv', 'indoor-cycling-studio.csv']) {
      const bytes = readFileSync(path.join(ROOT, 'tests/fixtures/messy', file));
      const result = inspectSheet(bytes, file, null, browserContext(copies));
      if (result.status !== 'checked' || result.fixedCsv === null) continue;
      const before = result.check.issues.map(keyOf);
      const after = inspectSheet(utf8(result.fixedCsv), file, null, browserContext(copies));
      if (after.status !== 'checked') throw new Error(file);
      const remaining = [...before];
      for (const key of after.check.issues.map(keyOf)) {
        const at = remaining.indexOf(key);
        expect({ file, key, new: at === -1 }).toEqual({ file, key, new: false });
        remaining.splice(at, 1);
      }
    }
  });
});
