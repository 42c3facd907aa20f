/**
 * The pure parts of npm run data:pull: a downloaded sheet written in the format of the file it
 * replaces (replaceSheet), the change told in words (compareSheets / describeChanges), and the
 * check it goes through finding what data:check finds (sheetContextFor).
 */
import path from 'node:path';
import { checkSheet, compareSheets, describeChanges, readSheetBytes, replaceSheet, runPipeline, sheetContextFor, summarizeChanges } from '../../../../src/pipeline/node';
import { readFileSync } from 'node:fs';

const bytes = (text: string) => new TextEncoder().encode(text);
const utf8 = (data: Uint8Array) => new TextDecoder().decode(data);

describe('replaceSheet: the spreadsheet’s cells in the file’s own format', () => {
  const google = 'name,location,link,logo\r\nBike Lab,Iloilo City,https://bikelab.example/,\r\n"Two\nLines",Cebu City,,';

  test('an LF file stays LF with its final line ending; a line break inside a cell stays as the spreadsheet has it', () => {
    const result = replaceSheet(bytes(google), bytes('name,location,link,logo\nOld,Makati,,\n'));
    expect(result.ok && utf8(result.bytes)).toBe('name,location,link,logo\nBike Lab,Iloilo City,https://bikelab.example/,\n"Two\nLines",Cebu City,,\n');
  });

  test('a CRLF file with a byte-order mark keeps both, and no final line ending when it had none', () => {
    const existing = new Uint8Array([0xef, 0xbb, 0xbf, ...bytes('name,location,link,logo\r\nOld,Makati,,')]);
    const result = replaceSheet(bytes(google.replace(/\r\n/g, '\n')), existing);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect([...result.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(utf8(result.bytes.subarray(3))).toBe('name,location,link,logo\r\nBike Lab,Iloilo City,https://bikelab.example/,\r\n"Two\nLines",Cebu City,,');
  });

  test('a new file gets the repository’s format: UTF-8, no byte-order mark, LF, a final line ending', () => {
    const result = replaceSheet(bytes(google), null);
    expect(result.ok && utf8(result.bytes)).toBe('name,location,link,logo\nBike Lab,Iloilo City,https://bikelab.example/,\n"Two\nLines",Cebu City,,\n');
  });

  test('a Windows-1252 file that cannot hold a character of the sheet is refused with a sentence, not guessed', () => {
    const existing = new Uint8Array([...bytes('name,location,link,logo\r\nCaf'), 0xe9, ...bytes(',Makati,,\r\n')]);
    expect(readSheetBytes(existing).ok && (readSheetBytes(existing) as { format: { encoding: string } }).format.encoding).toBe('Windows-1252');
    const result = replaceSheet(bytes('name,location,link,logo\r\n自転車,Makati,,'), existing);
    expect(result).toEqual({
      ok: false,
      problem: expect.stringMatching(/^'自' \(U\+81EA\) cannot be written in Windows-1252 .*save the copy in the data folder once as "CSV UTF-8", then pull again$/),
    });
  });
});

describe('compareSheets: the change in words, by name', () => {
  const before = ['name,location,link,logo', 'Bike Lab,Iloilo City,https://old.example/,', 'Gone Cycles,Makati,,', 'Stay Put,Taguig,,', 'Moved Shop,Pasig,,'].join('\n');
  const after = [
    'name,location,link,logo',
    'New Wheels,Davao City,https://wheels.example/,wheels.png',
    'Bike Lab,Iloilo City,https://new.example/,',
    'Stay Put,Taguig,,',
    'Moved Shop,Cebu City,,',
  ].join('\r\n');

  test('rows added, removed and changed are named; a row whose location changed is the same row', () => {
    const changes = compareSheets('shops', before, after);
    expect(summarizeChanges(changes)).toBe('1 row added, 1 removed, 2 changed');
    expect(describeChanges('shops', changes)).toEqual([
      "Added New Wheels (Davao City) (row 2): link 'https://wheels.example/', logo 'wheels.png'.",
      'Removed Gone Cycles (Makati) (was row 3).',
      "Bike Lab (Iloilo City): link changed from 'https://old.example/' to 'https://new.example/'.",
      "Moved Shop (Cebu City): location changed from 'Pasig' to 'Cebu City'.",
    ]);
  });

  test('cells set and emptied, a new column, and rows only in another order', () => {
    const changes = compareSheets(
      'brands',
      'category,name,link\nbikes,Trek,\nwheelset,Zipp,https://zipp.example/\n',
      'category,name,link,notes\nwheelset,Zipp,,\nbikes,Trek,https://trek.example/,\n',
    );
    expect(describeChanges('brands', changes)).toEqual([
      "Column 'notes' added (the site does not use it).",
      "Zipp (wheelset): link emptied (was 'https://zipp.example/').",
      "Trek (bikes): link set to 'https://trek.example/' (was empty).",
      'Rows are in another order.',
    ]);
  });
});

test('checkSheet with sheetContextFor finds exactly what data:check finds in that file', () => {
  const dataDir = path.join(__dirname, '..', '..', '..', 'fixtures', 'messy');
  const whole = runPipeline({ dataDir });
  const context = sheetContextFor({ dataDir });
  for (const file of ['shops.csv', 'brands.csv', 'events.csv']) {
    const alone = checkSheet(readFileSync(path.join(dataDir, file)), file.replace('.csv', '') as 'shops' | 'brands' | 'events', context);
    expect(alone.issues.length).toBeGreaterThan(0);
    expect(alone.issues).toEqual(whole.issues.filter((issue) => issue.file === file));
  }
});
