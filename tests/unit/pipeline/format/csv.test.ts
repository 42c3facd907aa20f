import { decodeUtf8, parseCsv } from '../../../../src/pipeline';

const SHOP_SPEC = { required: ['name', 'location'], optional: ['link', 'logo'], aliases: { img: 'logo', imgsrc: 'logo' } };

function readOk(text: string) {
  const result = parseCsv(text, SHOP_SPEC);
  if (!result.ok) throw new Error(`expected the file to be readable, got: ${result.problem.message}`);
  return result;
}

describe('parseCsv copes with what spreadsheets export', () => {
  it('reads a UTF-8 BOM and CRLF line ends without leaking them into the first header or the last cell', () => {
    const { records } = readOk('\ufeffname,location\r\nSample Shop,Pasig\r\n');
    expect(records).toEqual([{ row: 2, cells: { name: 'Sample Shop', location: 'Pasig', link: '', logo: '' } }]);
  });

  it('keeps quoted commas and quoted line breaks inside one cell, and counts that cell as one spreadsheet row', () => {
    const { records } = readOk('name,location\n"Shop, Inc.",Manila\n"Two\nLines",Cebu\nLast,Bohol\n');
    expect(records.map((record) => [record.row, record.cells.name])).toEqual([
      [2, 'Shop, Inc.'],
      [3, 'Two\nLines'],
      [4, 'Last'],
    ]);
  });

  it('skips blank rows (also ",,,") but keeps the spreadsheet numbering of the rows after them', () => {
    const { records } = readOk('name,location\nA,Pasig\n\n,,\nB,Makati\n\n\n');
    expect(records.map((record) => record.row)).toEqual([2, 5]);
  });

  it('matches header names in any case and spacing, and accepts legacy names for the logo column', () => {
    const result = readOk(' NAME , Location ,Link,Img Src\nA,Pasig,https://example.com,a.png\n');
    expect(result.records[0]?.cells).toEqual({ name: 'A', location: 'Pasig', link: 'https://example.com', logo: 'a.png' });
    expect(result.aliasedColumns).toEqual([{ header: 'Img Src', column: 'logo' }]);
  });

  it('lists columns the site does not use so the report can mention them', () => {
    expect(readOk('name,location,notes\nA,Pasig,x\n').unusedColumns).toEqual(['notes']);
  });

  it('refuses a file whose header lacks a required column, naming the column and the header row', () => {
    const result = parseCsv('name,link\nA,https://example.com\n', SHOP_SPEC);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problem.row).toBe(1);
      expect(result.problem.column).toBe('location');
      expect(result.problem.message).toContain("no 'location' column");
      expect(result.dataRows).toEqual([2]);
    }
  });

  it('refuses duplicated headers, including two spellings of the same column', () => {
    const result = parseCsv('name,location,logo,img\nA,Pasig,a.png,b.png\n', SHOP_SPEC);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem.message).toContain("two columns for 'logo'");
  });

  it('marks ragged rows (too many or too few cells) with the reason, leaving the other rows readable', () => {
    const { records } = readOk('name,location,link\nA,Pasig,https://a.example\nB, Inc,Makati,https://b.example\nC,Cebu\n');
    expect(records[0]?.problem).toBeUndefined();
    expect(records[1]?.problem).toContain('wrapped in double quotes');
    expect(records[2]?.problem).toContain('a cell or a comma is missing');
  });

  it('tolerates empty trailing cells that spreadsheets add after the last column', () => {
    const { records } = readOk('name,location,,\nA,Pasig,,\n');
    expect(records[0]?.problem).toBeUndefined();
  });

  it('reports an unclosed quote as an unreadable file, with the line to look at', () => {
    const result = parseCsv('name,location\n"Broken,Pasig\nB,Makati\n', SHOP_SPEC);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem.message).toContain('never closed');
  });

  it('refuses an empty file', () => {
    expect(parseCsv('\n\n', SHOP_SPEC).ok).toBe(false);
  });
});

describe('decodeUtf8', () => {
  it('decodes UTF-8 with accents', () => {
    expect(decodeUtf8(Buffer.from('Las Piñas', 'utf8'))).toEqual({ ok: true, text: 'Las Piñas' });
  });

  it('refuses Latin-1 bytes and says how to save the file', () => {
    const result = decodeUtf8(Buffer.from([0x4c, 0x61, 0x73, 0x20, 0x50, 0x69, 0xf1, 0x61, 0x73]));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain('CSV UTF-8');
  });

  it('refuses UTF-16 files', () => {
    expect(decodeUtf8(Buffer.from([0xff, 0xfe, 0x6e, 0x00])).ok).toBe(false);
  });
});
