/**
 * Property tests: whatever text an editor's spreadsheet produces, the pipeline never throws
 * and accounts for every row exactly once.
 */
import fc from 'fast-check';
import { parse } from 'csv-parse/sync';
import { FileLog, buildPlaceTable, SNAPSHOT_PLACES, type ReadContext } from '../../../src/pipeline';
import { readShops } from '../../support/read-sheets';
import { issueLine } from '../../../src/pipeline/rules/issue';

const context: ReadContext = { probe: () => null, places: buildPlaceTable(SNAPSHOT_PLACES).table };

/** Cells mixing the troublesome characters: commas, quotes, line breaks, accents, spaces. */
const cellArbitrary = fc.oneof(
  fc.string({ unit: fc.constantFrom('a', 'Z', ' ', ',', '"', '\n', '\r\n', 'ñ', '\t', ':', '/', '.', 'é') }),
  fc.constantFrom('', '  ', 'Quezon city', 'QC', 'Las Pinas', 'San Jose', 'javascript:alert(1)', 'https://example.com/a', 'https//bad', 'giant.png'),
);

function quote(cell: string): string {
  return `"${cell.replace(/"/g, '""')}"`;
}

/** A well-formed CSV (cells quoted as a spreadsheet would) with random ragged and blank rows. */
const sheetArbitrary = fc
  .record({
    rows: fc.array(fc.array(cellArbitrary, { minLength: 0, maxLength: 6 }), { maxLength: 25 }),
    lineEnd: fc.constantFrom('\n', '\r\n'),
    bom: fc.boolean(),
    headerCase: fc.constantFrom('name,location,link,logo', 'Name , LOCATION,Link,IMG', 'NAME,Location'),
  })
  .map(({ rows, lineEnd, bom, headerCase }) => {
    const body = rows.map((cells) => cells.map(quote).join(',')).join(lineEnd);
    return `${bom ? '\ufeff' : ''}${headerCase}${lineEnd}${body}${lineEnd}`;
  });

function nonBlankDataRows(text: string): number[] {
  const table = parse(text, { bom: true, relax_column_count: true, relax_quotes: true });
  return table
    .map((cells, index) => ({ blank: cells.every((cell) => cell.trim() === ''), row: index + 1 }))
    .filter((entry, index) => index > 0 && !entry.blank)
    .map((entry) => entry.row);
}

describe('readShops on random spreadsheets', () => {
  it('accounts for every non-blank row exactly once, with consistent counts', () => {
    fc.assert(
      fc.property(sheetArbitrary, (text) => {
        const { shops, log } = readShops(text, context, new FileLog('shops.csv'));
        const outcomes = log.outcomes();
        expect(outcomes.map((outcome) => outcome.row)).toEqual(nonBlankDataRows(text));
        const summary = log.summary();
        expect(summary.kept + summary.fixed + summary.merged + summary.rejected).toBe(summary.rows);
        // Every shop comes from a row that was kept or fixed, never from a rejected or merged one.
        const usable = new Set(outcomes.filter((outcome) => outcome.status === 'kept' || outcome.status === 'fixed').map((outcome) => outcome.row));
        expect(shops.map((shop) => shop.sourceRow).sort((a, b) => a - b)).toEqual([...usable].sort((a, b) => a - b));
        expect(new Set(shops.map((shop) => shop.id)).size).toBe(shops.length);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on arbitrary text, including broken quotes and binary noise, and every finding names the file', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', ',', '"', '\n', '\r', ' ', 'ñ', '\u0000', '\ufeff', 'name', 'location'), maxLength: 200 }), (text) => {
        const { log } = readShops(text, context, new FileLog('shops.csv'));
        for (const issue of log.issues) expect(issueLine(issue).startsWith('shops.csv')).toBe(true);
        const rows = log.outcomes().map((outcome) => outcome.row);
        expect(new Set(rows).size).toBe(rows.length);
        if (log.hasFileError === false) {
          expect(log.summary().rows).toBe(rows.length);
        }
      }),
      { numRuns: 500 },
    );
  });
});
