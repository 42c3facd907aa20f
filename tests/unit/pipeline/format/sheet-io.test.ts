/** The one reader and writer of sheet files: decode, encode, edit cells in place, guard formulas. */
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { splitCsvText } from '../../../../src/pipeline/format/csv-split';
import { editSheet, encodeSheetText, neutralizeFormula, readSheetBytes, type SheetFormat } from '../../../../src/pipeline/format/sheet-io';

const SPEC = { required: ['name', 'location'], optional: ['link', 'logo'], aliases: { img: 'logo' } };
const utf8 = (text: string) => new TextEncoder().encode(text);
const encode = (text: string, format: SheetFormat) => {
  const encoded = encodeSheetText(text, format);
  if (!encoded.ok) throw new Error(encoded.problem);
  return encoded.bytes;
};
const textOf = (bytes: Uint8Array) => {
  const read = readSheetBytes(bytes);
  if (!read.ok) throw new Error(read.message);
  return read.text;
};

describe('readSheetBytes', () => {
  it('says which encoding, BOM and line ending a sheet was saved with, and gives the text without its BOM', () => {
    expect(readSheetBytes(utf8('\ufeffname\r\nA\r\n'))).toEqual({ ok: true, text: 'name\r\nA\r\n', format: { encoding: 'UTF-8', bom: true, lineEnding: '\r\n' } });
    expect(readSheetBytes(new Uint8Array([0x50, 0x65, 0xf1, 0x61, 0x0a]))).toEqual({
      ok: true,
      text: 'Peña\n',
      format: { encoding: 'Windows-1252', bom: false, lineEnding: '\n' },
    });
    const utf16 = encode('name\rPeña\r', { encoding: 'UTF-16BE', bom: true, lineEnding: '\r' });
    expect(readSheetBytes(utf16)).toEqual({ ok: true, text: 'name\rPeña\r', format: { encoding: 'UTF-16BE', bom: true, lineEnding: '\r' } });
  });
});

describe('encodeSheetText', () => {
  it('writes Windows-1252 byte for byte as it reads, and refuses a character it cannot hold with a sentence', () => {
    const all = new Uint8Array(256).map((_, byte) => byte);
    const text = new TextDecoder('windows-1252').decode(all);
    expect(encode(text, { encoding: 'Windows-1252', bom: false, lineEnding: '\n' })).toEqual(all);
    const refused = encodeSheetText('Đà Nẵng', { encoding: 'Windows-1252', bom: false, lineEnding: '\n' });
    expect(refused).toEqual({ ok: false, problem: expect.stringMatching(/^'Đ' \(U\+0110\) cannot be written in Windows-1252.*"CSV UTF-8"/) });
  });
});

describe('neutralizeFormula', () => {
  it.each(['=cmd|x', '+1', '-2', '@SUM(A1)', '\t=1', '\r=1', '\n=1', '＝1', '＋1', '－1', '＠x', '\u0085=1'])('puts an apostrophe before %j', (value) => {
    expect(neutralizeFormula(value)).toBe(`'${value}`);
  });
  it('leaves ordinary text alone', () => {
    expect(neutralizeFormula('Peña Bikes')).toBe('Peña Bikes');
    expect(neutralizeFormula(' =1')).toBe(' =1');
  });
});

describe('splitCsvText', () => {
  // The reader's splitter reads every text as csv-parse does with relax_quotes, when each of
  // "\r\n", "\n" and "\r" ends a row.
  it('reads arbitrary text as csv-parse does (relax_quotes, every line ending ends a row)', () => {
    const pieces = fc.constantFrom('a', 'b', ' ', ',', '"', '""', '\r', '\n', '\r\n', 'ñ', '\ufeff');
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 30 }), (parts) => {
        const text = parts.join('');
        let expected: string[][] | 'unclosed';
        try {
          expected = parse(text, { bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: false, record_delimiter: ['\r\n', '\n', '\r'] });
        } catch (error) {
          expect((error as { code?: string }).code).toBe('CSV_QUOTE_NOT_CLOSED');
          expected = 'unclosed';
        }
        const split = splitCsvText(text);
        expect(split.ok ? split.records.map((record) => record.cells.map((cell) => cell.value)) : 'unclosed').toEqual(expected);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('editSheet', () => {
  it('writes into the cells it is given and copies every other byte as it was', () => {
    const original = encode('name,location,IMG\r\n"Peña, Bikes",Pasig,\r\nB,Makati\nC,Cebu,"x"\r', { encoding: 'Windows-1252', bom: false, lineEnding: '\r\n' });
    const result = editSheet(original, SPEC, [
      { row: 2, column: 'logo', value: 'https://example.test/a.png', onlyIfEmpty: true },
      { row: 3, column: 'logo', value: 'https://example.test/b.png', onlyIfEmpty: true },
      { row: 4, column: 'logo', value: 'https://example.test/c.png', onlyIfEmpty: true },
    ]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.written).toEqual([2, 3]);
    expect(textOf(result.bytes)).toBe('name,location,IMG\r\n"Peña, Bikes",Pasig,https://example.test/a.png\r\nB,Makati,https://example.test/b.png\nC,Cebu,"x"\r');
    expect(readSheetBytes(result.bytes)).toMatchObject({ format: { encoding: 'Windows-1252' } });
  });

  it('never writes a cell that starts a formula', () => {
    const result = editSheet(utf8('name,location\nA,Pasig\n'), SPEC, [{ row: 2, column: 'name', value: '=HYPERLINK("x")' }]);
    expect(result.ok && textOf(result.bytes)).toBe('name,location\n"\'=HYPERLINK(""x"")",Pasig\n');
  });

  it('removes whole rows with their own line ending', () => {
    const result = editSheet(utf8('\ufeffname,location\r\nA,Pasig\r\nA,Pasig\r\nB,Cebu'), SPEC, [], { removeRows: [3] });
    expect(result.ok && new TextDecoder('utf-8', { ignoreBOM: true }).decode(result.bytes)).toBe('\ufeffname,location\r\nA,Pasig\r\nB,Cebu');
  });

  it("refuses, writing nothing, when a value cannot be stored in the sheet's encoding or the column does not exist", () => {
    const latin = encode('name,location,logo\nPeña,Pasig,\n', { encoding: 'Windows-1252', bom: false, lineEnding: '\n' });
    expect(editSheet(latin, SPEC, [{ row: 2, column: 'logo', value: 'https://example.test/ő.png' }])).toEqual({
      ok: false,
      problem: expect.stringContaining('cannot be written in Windows-1252'),
    });
    expect(editSheet(utf8('name,location\nA,Pasig\n'), SPEC, [{ row: 2, column: 'logo', value: 'x.png' }])).toEqual({
      ok: false,
      problem: "the sheet has no 'logo' column; add one to the header row",
    });
    expect(editSheet(utf8('name,location\n"A,Pasig\n'), SPEC, [{ row: 2, column: 'logo', value: 'x.png' }])).toEqual({
      ok: false,
      problem: expect.stringContaining('never closed'),
    });
  });
});
