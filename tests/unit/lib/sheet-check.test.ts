/** The /editors page's logic: same findings as the CLI, a fixed sheet that checks clean, clear wrong-file messages. */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { browserContext, clipText, inspectSheet, otherListMessage, sheetView, SHOWN_TEXT_LIMIT } from '../../../src/lib/sheet-check';
import { listFromFileName, listsFromHeader, MAX_SHEET_LINES, runPipeline } from '../../../src/pipeline/node';
import { issueLine } from '../../../src/pipeline/rules/issue';

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
    expect(result.check.issues.some((issue) => issue.sentence.includes('nowhere.png'))).toBe(false);
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

describe('bounded input on /editors (issue 22)', () => {
  const context = browserContext(copies);

  it('rejects only the row with a NUL byte, as data:check does, instead of refusing the whole file', () => {
    const text =
      'name,location,link,logo\nSample Shop A,Pasig,https://a.example/,\nSample\u0000Shop B,Pasig,https://b.example/,\nSample Shop C,Makati,https://c.example/,\n';
    const result = checked(inspectSheet(bytes(text), 'shops.csv', null, context));
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'padyak-nul-'));
    try {
      cpSync(path.join(ROOT, 'tests/fixtures/clean'), dataDir, { recursive: true });
      writeFileSync(path.join(dataDir, 'shops.csv'), text);
      const cli = runPipeline({ dataDir });
      expect(result.check.issues).toEqual(cli.issues.filter((issue) => issue.file === 'shops.csv'));
      expect(result.check.outcomes.map((outcome) => outcome.status)).toEqual(['kept', 'rejected', 'kept']);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('still refuses bytes the check cannot read as text, with the check’s own sentence', () => {
    const binary = new Uint8Array([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0xff, 0x00, 0xfe, 0x00, 0x81]);
    expect(inspectSheet(binary, 'shops.csv', null, context)).toEqual({ status: 'wrong-file', message: expect.stringContaining('not a text file') });
  });

  it('never puts a huge header into the page: each cell is shortened, and says so', () => {
    const header = `${'x'.repeat(1_000_000)},${'y'.repeat(20)}\n1,2\n`;
    const result = inspectSheet(bytes(header), null, null, context);
    expect(result.status).toBe('choose-list');
    const view = sheetView(result, { filter: 'all', findings: 200, rows: 200 });
    expect(view.status === 'choose-list' && view.message.length).toBeLessThan(1000);
    expect(view.status === 'choose-list' && view.message).toContain('… (shortened here: 1,000,000 characters in all)');
  });

  it('shows a huge cell in findings and row details shortened, never whole', () => {
    const huge = 'Quezon City'.padEnd(500_000, 'z');
    const result = checked(inspectSheet(bytes(`name,location\nSample Shop,${huge}\n`), 'shops.csv', null, context));
    const view = sheetView(result, { filter: 'all', findings: 200, rows: 200 });
    if (view.status !== 'checked') throw new Error('expected a checked view');
    expect(view.findings.length).toBeGreaterThan(0);
    for (const text of [...view.findings.map((finding) => finding.message), ...view.outcomes.map((outcome) => outcome.details)]) {
      expect(text.length).toBeLessThan(SHOWN_TEXT_LIMIT + 60);
    }
    expect(clipText('é'.repeat(10), 4)).toBe('éééé… (shortened here: 10 characters in all)');
    expect(clipText('😀😀😀', 3)).toBe('😀… (shortened here: 6 characters in all)');
  });

  it('sends the page only the window it shows: counts of all, the findings of the filter, the first rows', () => {
    const lines = ['name,location,link'];
    for (let index = 0; index < 1000; index++) lines.push(`Sample Shop ${index},${index % 2 ? 'Pasig' : 'Quezon Cty'},http://shop${index}.example/`);
    const result = checked(inspectSheet(bytes(`${lines.join('\n')}\n`), 'shops.csv', null, context));
    const first = sheetView(result, { filter: 'all', findings: 200, rows: 200 });
    if (first.status !== 'checked') throw new Error('expected a checked view');
    expect(first.findings).toHaveLength(200);
    expect(first.outcomes).toHaveLength(200);
    expect(first.outcomesTotal).toBe(1000);
    expect(first.counts.all).toBe(result.check.issues.length);
    const firstIssue = result.check.issues[0];
    expect(first.findings[0]?.message).toBe(firstIssue && issueLine(firstIssue));
    const reviews = sheetView(result, { filter: 'review', findings: 400, rows: 200 });
    if (reviews.status !== 'checked') throw new Error('expected a checked view');
    expect(reviews.findingsTotal).toBe(result.check.issues.filter((issue) => issue.severity === 'review').length);
    expect(reviews.findings.every((finding) => finding.severity === 'review')).toBe(true);
    expect(reviews.findings).toHaveLength(Math.min(400, reviews.findingsTotal));
  });

  it('tells the page how many rows are read while it checks', () => {
    const lines = ['name,location'];
    for (let index = 0; index < 5000; index++) lines.push(`Sample Shop ${index},Pasig`);
    const seen: number[] = [];
    const stages: string[] = [];
    inspectSheet(bytes(`${lines.join('\n')}\n`), 'shops.csv', null, context, { onRow: (rows) => seen.push(rows), onStage: (stage) => stages.push(stage) });
    expect(seen).toHaveLength(5000);
    expect(seen[seen.length - 1]).toBe(5000);
    expect(stages).toEqual(['checking']);
  });

  it(`refuses a sheet of more than ${MAX_SHEET_LINES.toLocaleString('en')} lines with the sentence data:check gives`, () => {
    const result = inspectSheet(bytes(`name,location\n${'x,Pasig\n'.repeat(MAX_SHEET_LINES)}`), 'shops.csv', null, context);
    expect(result).toEqual({
      status: 'wrong-file',
      message:
        'shops.csv has 1,048,577 lines, more than the 1,048,576 a sheet may have (as many rows as Excel holds), so it is not checked. Check that this is the right file; a list of this site is far smaller.',
    });
  });
});

describe('found logos on /editors', () => {
  const keys = ['cycling-groups.csv|https://found.example/', 'cycling-groups.csv|https://refused.example/', 'cycling-groups.csv|https://own.example/'];
  const sheet = [
    'name,link,logo',
    'Found Riders,https://found.example/,',
    'Refused Riders,https://refused.example/,none',
    'Own Logo Riders,https://own.example/,own.png',
    'Plain Riders,https://plain.example/,',
  ].join('\n');

  it('marks each row the site shows a found logo for (a link, an empty logo cell), and no other', () => {
    const result = checked(inspectSheet(bytes(sheet), 'cycling-groups.csv', null, browserContext({ ...copies, foundLogoKeys: keys })));
    const view = sheetView(result, { filter: 'all', findings: 50, rows: 50 });
    if (view.status !== 'checked') throw new Error('expected a checked sheet');
    expect(view.outcomes.map((outcome) => [outcome.row, outcome.foundLogo])).toEqual([
      [2, 'cycling-groups.csv|https://found.example/'],
      [3, null],
      [4, null],
      [5, null],
    ]);
    // `none` is a value the check accepts: it keeps the icon, with no finding.
    expect(view.findings.filter((finding) => finding.row === 3)).toEqual([]);
  });

  it('marks none when the site shows no found logo', () => {
    const result = checked(inspectSheet(bytes(sheet), 'cycling-groups.csv', null, browserContext(copies)));
    const view = sheetView(result, { filter: 'all', findings: 50, rows: 50 });
    expect(view.status === 'checked' && view.outcomes.every((outcome) => outcome.foundLogo === null)).toBe(true);
  });
});
