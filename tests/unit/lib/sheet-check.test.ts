/** The /editors page's logic: same findings as the CLI, a fixed sheet that checks clean, clear wrong-file messages. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { browserContext, inspectSheet, otherListMessage } from '../../../src/lib/sheet-check';
import { listFromFileName, listsFromHeader, runPipeline } from '../../../src/pipeline';

const ROOT = path.join(__dirname, '../../..');
const MESSY = path.join(ROOT, 'tests/fixtures/messy');
const copies = {
  aliasesText: readFileSync(path.join(ROOT, 'data/place-aliases.csv'), 'utf8'),
  categoriesText: readFileSync(path.join(MESSY, 'brand-categories.json'), 'utf8'),
};
const bytes = (text: string) => new TextEncoder().encode(text);
const checked = (inspection: ReturnType<typeof inspectSheet>) => {
  if (inspection.status !== 'checked') throw new Error(`expected a checked sheet, got ${inspection.status}`);
  return inspection;
};

describe('inspectSheet', () => {
  const cli = runPipeline({ dataDir: MESSY });
  const localFileFinding = (issue: { column: string | null; found: string | null }) => issue.column === 'logo' && !!issue.found && !/^[a-z]+:|\/\//i.test(issue.found);

  it.each(['shops', 'brands', 'content-creators'] as const)('finds in %s.csv what the CLI finds, apart from local logo files it cannot open', (list) => {
    const file = `${list}.csv`;
    const result = checked(inspectSheet(readFileSync(path.join(MESSY, file)), file, null, browserContext(copies)));
    expect(result.list).toBe(list);
    expect(result.detectedBy).toBe('file name');
    const expected = cli.issues.filter((issue) => issue.file === file && !localFileFinding(issue));
    expect(result.check.issues).toEqual(expected);
  });

  it('lists the local logo files the sheet names as not checked, instead of calling them missing', () => {
    const result = checked(inspectSheet(readFileSync(path.join(MESSY, 'shops.csv')), 'shops.csv', null, browserContext(copies)));
    expect(result.uncheckedFiles).toEqual(expect.arrayContaining(['logos/nowhere.png', 'logos/giant.png']));
    expect(result.check.issues.some((issue) => issue.message.includes('nowhere.png'))).toBe(false);
  });

  it.each(['shops', 'brands'] as const)('writes a fixed %s sheet with the same header that checks with nothing left to auto-fix', (list) => {
    const file = `${list}.csv`;
    const original = readFileSync(path.join(MESSY, file), 'utf8');
    const first = checked(inspectSheet(bytes(original), file, null, browserContext(copies)));
    expect(first.check.issues.some((issue) => issue.severity === 'fixed')).toBe(true);
    const fixed = first.fixedCsv ?? '';
    expect(fixed.split(/\r?\n/)[0]?.replace(/"/g, '')).toBe(original.split(/\r?\n/)[0]);
    const again = checked(inspectSheet(bytes(fixed), file, null, browserContext(copies)));
    expect(again.check.issues.filter((issue) => issue.severity === 'fixed')).toEqual([]);
    // Errors are left for a person: the same number of them remain.
    expect(again.check.summary.errors).toBe(first.check.summary.errors);
  });

  it('keeps rows that need a person exactly as they were in the fixed sheet', () => {
    const original = readFileSync(path.join(MESSY, 'shops.csv'), 'utf8');
    const fixed = checked(inspectSheet(bytes(original), 'shops.csv', null, browserContext(copies))).fixedCsv ?? '';
    expect(fixed).toContain('Sample Script Shop,Makati,javascript:alert(1),');
    expect(fixed).toContain('Sample Unknown Place,Quezon Cty,https://example.com/unknown,');
    expect(fixed).toContain('Sample Cycles QC Two,Quezon City,https://example.com/qc-two,');
  });

  it('tells a picture, an empty file and an Excel workbook from a sheet', () => {
    const context = browserContext(copies);
    const picture = inspectSheet(readFileSync(path.join(MESSY, 'logos/giant.png')), 'giant.png', null, context);
    expect(picture).toEqual({ status: 'wrong-file', message: expect.stringContaining('picture, not a spreadsheet') });
    expect(inspectSheet(bytes(''), 'shops.csv', null, context)).toEqual({ status: 'wrong-file', message: expect.stringContaining('empty') });
    expect(inspectSheet(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2]), 'shops.xlsx', null, context)).toEqual({
      status: 'wrong-file',
      message: expect.stringContaining('Excel'),
    });
  });

  it('reads a UTF-16 or Latin-1 file as the CLI does: converted, said first, and downloaded as UTF-8', () => {
    const context = browserContext(copies);
    const utf16 = new Uint8Array([0xff, 0xfe, ...[...'name,location\nSample Shop,Pasig\n'].flatMap((char) => [char.charCodeAt(0), 0])]);
    const fromUtf16 = checked(inspectSheet(utf16, 'shops.csv', null, context));
    expect(fromUtf16.fileProblem).toMatch(/UTF-16.*converted/);
    expect(fromUtf16.check.summary.kept + fromUtf16.check.summary.fixed).toBe(1);
    const latin1 = new Uint8Array([...bytes('name,location\nLas Pi'), 0xf1, ...bytes('as Bikes,Las Pinas\n')]);
    const fromLatin1 = checked(inspectSheet(latin1, 'shops.csv', null, context));
    expect(fromLatin1.fileProblem).toMatch(/Windows-1252.*converted/);
    expect(fromLatin1.fixedCsv).toContain('Las Piñas Bikes');
    expect(checked(inspectSheet(bytes(fromLatin1.fixedCsv ?? ''), 'shops.csv', null, context)).check.issues.filter((issue) => issue.severity === 'fixed')).toEqual([]);
  });

  it('says when the sheet is for another list', () => {
    const result = checked(inspectSheet(readFileSync(path.join(MESSY, 'brands.csv')), 'shops.csv', null, browserContext(copies)));
    expect(result.otherList).toBe('brands');
    expect(otherListMessage(result.list, 'brands')).toContain('brands.csv sheet, not shops.csv');
  });

  it('asks for the list when neither the name nor the header says', () => {
    expect(inspectSheet(bytes('foo,bar\n1,2\n'), null, null, browserContext(copies)).status).toBe('choose-list');
  });
});

describe('detecting the list', () => {
  it('reads it from the file name as spreadsheets export it', () => {
    expect(listFromFileName('Shops (1).csv')).toBe('shops');
    expect(listFromFileName('data/content-creators.csv')).toBe('content-creators');
    expect(listFromFileName('Cycling Photographers - Sheet1.csv')).toBe('cycling-photographers');
    expect(listFromFileName('notes.csv')).toBeNull();
  });

  it('reads it from the header row', () => {
    expect(listsFromHeader(['Category', 'Name', 'Link'])).toEqual(['brands']);
    expect(listsFromHeader(['name', 'city', 'url'])).toEqual(['shops']);
    expect(listsFromHeader(['name', 'imageUrl', 'link'])).toEqual(['events']);
    expect(listsFromHeader(['name', 'link', 'logo'])).toContain('content-creators');
  });
});
