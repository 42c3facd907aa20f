/**
 * Issue 29 (a third hostile pass), the items about what the rules accept: spreadsheet error
 * values (item 2), line ends counted as the reader splits rows (item 4), the formula guard on
 * every column (item 9), a web page or JSON saved as .csv and the exact size limit (item 12),
 * and Latin look-alike letters outside Unicode's confusables table (item 13).
 */
import { browserContext, inspectSheet } from '../../../src/lib/sheet-check';
import { checkLink } from '../../../src/pipeline/detect/links';
import { countLines, MAX_SHEET_BYTES, MAX_SHEET_LINES, sheetSizeProblem, tooManyBytesSentence } from '../../../src/pipeline/format/limits';
import { checkSheet, loadPlaceTable, SHEETS, type DataIssue, type SheetContext, type SheetList } from '../../../src/pipeline/node';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { issueLine } from '../../../src/pipeline/rules/issue';

const ROOT = path.join(__dirname, '../../..');
const { table: places } = loadPlaceTable(null);
const context: SheetContext = { places, categorySlugs: ['helmet'], probe: () => null };
const bytes = (text: string) => new TextEncoder().encode(text);

/** A sheet with one data row: `bad` in `column`, something harmless in every other cell. */
function sheetWith(list: SheetList, column: string, bad: string) {
  const sheet = SHEETS.find((candidate) => candidate.list === list);
  if (!sheet) throw new Error(list);
  const columns = [...sheet.spec.required, ...sheet.spec.optional];
  const cells = columns.map((name) => (name === column ? bad : 'Sample'));
  const csv = `${columns.join(',')}\n${cells.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(',')}\n`;
  return checkSheet(csv, list, context);
}

/** Every column of every sheet, as [list, column]. */
const EVERY_COLUMN = SHEETS.flatMap((sheet) => [...sheet.spec.required, ...sheet.spec.optional].map((column) => [sheet.list, column] as const));
const at = (issues: DataIssue[], rule: string, column: string) => issues.filter((issue) => issue.rule === rule && issue.row === 2 && issue.column === column);

describe("a spreadsheet's error values are errors in every column (issue 29 item 2)", () => {
  const ERRORS = [
    '#REF!',
    '#N/A',
    '#VALUE!',
    '#NAME?',
    '#DIV/0!',
    '#NUM!',
    '#NULL!',
    '#ERROR!',
    '#SPILL!',
    '#CALC!',
    '#GETTING_DATA',
    'Loading...',
    'Loading…',
    'Err:502',
  ];

  it.each(EVERY_COLUMN)('%s.csv, column %s: the row is rejected, and the report names the error value', (list, column) => {
    for (const value of ERRORS) {
      const check = sheetWith(list, column, ` ${value} `);
      const found = at(check.issues, 'cell-error-value', column);
      expect({ value, found: found.length }).toEqual({ value, found: 1 });
      expect(found[0]?.sentence).toContain(`the spreadsheet shows an error in this cell (${value})`);
      expect(found[0]?.severity).toBe('error');
      // Accounted for, not dropped: the row is there, rejected.
      expect(check.outcomes).toEqual([expect.objectContaining({ row: 2, status: 'rejected' })]);
    }
  });

  it('says what to do: fix the formula, or wait for an import to finish', () => {
    expect(at(sheetWith('shops', 'name', '#REF!').issues, 'cell-error-value', 'name').map(issueLine)).toEqual([
      'shops.csv row 2, column name: the spreadsheet shows an error in this cell (#REF!); fix the formula there.',
    ]);
    expect(at(sheetWith('shops', 'location', 'Loading...').issues, 'cell-error-value', 'location')[0]?.sentence).toMatch(/\(Loading\.\.\.\): .*import/);
  });

  it('leaves names and places that only contain such text alone', () => {
    for (const name of ['#REF! Bikes', 'N/A Cycles', 'Loading Bay Bikes', '#1 Bike Shop']) {
      expect(sheetWith('shops', 'name', name).issues.filter((issue) => issue.rule === 'cell-error-value')).toEqual([]);
    }
  });
});

describe('line ends are counted as the reader splits rows (issue 29 item 4)', () => {
  it('counts CRLF, LF and a lone CR alike, in one file', () => {
    expect(countLines(bytes('a\rb\rc\nd'))).toBe(4);
    expect(countLines(bytes('a\r\nb\rc\nd\r'))).toBe(4);
    expect(countLines(bytes('a\r\n\r\nb'))).toBe(3);
    expect(countLines(Buffer.from('\ufeffa\rb\r\nc\n', 'utf16le'))).toBe(3);
    expect(countLines(Buffer.from('a\rb\r', 'utf16le'))).toBe(2);
  });

  it('refuses a sheet of CR-ended rows over the line limit although it has one LF', () => {
    const sheet = bytes(`name,location\n${'x,Pasig\r'.repeat(MAX_SHEET_LINES)}`);
    expect(sheetSizeProblem('shops.csv', sheet)).toBe(
      `shops.csv has ${(MAX_SHEET_LINES + 1).toLocaleString('en')} lines, more than the 1,048,576 a sheet may have (as many rows as Excel holds), so it is not checked. Check that this is the right file; a list of this site is far smaller`,
    );
  });

  it('gives /editors a row estimate equal to the rows the check reads, for a sheet of mixed line ends', () => {
    const rows = Array.from({ length: 3000 }, (_, index) => `Sample Shop ${index},Pasig`);
    const text = `name,location\n${rows.map((row, index) => `${row}${['\r', '\n', '\r\n'][index % 3]}`).join('')}`;
    // The worker's estimate (src/lib/sheet-check.worker.ts): the lines less the header.
    const estimate = countLines(bytes(text)) - 1;
    expect(estimate).toBe(3000);
    expect(checkSheet(text, 'shops', context).summary.rows).toBe(estimate);
  });
});

describe('the formula guard applies to every column (issue 29 item 9)', () => {
  const FORMULAS = ['=HYPERLINK("https://evil.example","x")', '+1+cmd', '-2+3', '@SUM(A1)', '＝1+1', '＋63', '－1', '＠x', '  =1+1'];
  const NOT_NAME = EVERY_COLUMN.filter(([, column]) => column !== 'name');

  it.each(NOT_NAME)('%s.csv, column %s: the row is rejected with a sentence naming the character', (list, column) => {
    for (const value of FORMULAS) {
      const check = sheetWith(list, column, value);
      const found = at(check.issues, 'cell-formula', column);
      expect({ value, found: found.length }).toEqual({ value, found: 1 });
      const first = value.trim().charAt(0);
      expect(found[0]?.sentence).toContain(`the ${column} starts with '${first}', which a spreadsheet runs as a formula when the sheet is opened`);
      expect(check.outcomes).toEqual([expect.objectContaining({ row: 2, status: 'rejected' })]);
    }
  });

  it('leaves the name to its own rule (flagged for review: "+63 Cycles" can be a name)', () => {
    const check = sheetWith('shops', 'name', '+63 Cycles');
    expect(check.issues.filter((issue) => issue.rule === 'cell-formula')).toEqual([]);
    expect(check.issues.filter((issue) => issue.rule === 'name-formula')).toHaveLength(1);
  });

  it('accepts cells with those characters later on', () => {
    const check = checkSheet(
      'name,location,link,logo,source\nSample Shop,Pasig,https://shop.example/a-b?x=1,logos/a-b.png,Walk-in survey +1 @sample\n',
      'shops',
      context,
    );
    expect(check.issues.filter((issue) => issue.rule === 'cell-formula')).toEqual([]);
  });
});

describe('a web page or JSON saved as .csv, and the size limit, in exact words (issue 29 item 12)', () => {
  const PAGE = '<!DOCTYPE html>\n<html lang="en"><head><title>Sample</title></head><body><table><tr><td>a,b</td></tr></table></body></html>\n';
  const JSON_LIST = '[{"name": "Sample Shop", "location": "Pasig"}]\n';

  it.each([
    ['a web page', PAGE, "this is a web page (HTML), not a CSV sheet (it starts with '<!DOCTYPE html>')"],
    [
      'a web page without a doctype',
      '\ufeff  <html><body>Sample</body></html>',
      "this is a web page (HTML), not a CSV sheet (it starts with '<html><body>Sample</body></html>')",
    ],
    ['JSON', JSON_LIST, 'this is JSON, not a CSV sheet (it starts with \'[{"name": "Sample Shop", "location": "Pa…\')'],
    ['a JSON object', '{\n  "shops": []\n}', "this is JSON, not a CSV sheet (it starts with '{')"],
  ])('data:check says that %s is not a sheet, not that a column is missing', (_what, text, sentence) => {
    const { issues } = checkSheet(text, 'shops', context);
    expect(issues.map((issue) => issue.rule)).toEqual(['csv-not-a-sheet']);
    expect(issues.map(issueLine).join('\n')).toContain(`shops.csv: the file cannot be read: ${sentence}; open the sheet in the spreadsheet and download it`);
  });

  it('/editors says the same, with or without a file name', () => {
    const browser = browserContext({
      aliasesText: readFileSync(path.join(ROOT, 'data/place-aliases.csv'), 'utf8'),
      categoriesText: readFileSync(path.join(ROOT, 'data/brand-categories.json'), 'utf8'),
    });
    for (const fileName of ['shops.csv', null]) {
      expect(inspectSheet(bytes(PAGE), fileName, null, browser)).toEqual({
        status: 'wrong-file',
        message: expect.stringMatching(/^This file cannot be checked: this is a web page \(HTML\), not a CSV sheet \(it starts with '<!DOCTYPE html>'\); .*\.$/),
      });
      expect(inspectSheet(bytes(JSON_LIST), fileName, null, browser)).toEqual({
        status: 'wrong-file',
        message: expect.stringMatching(/^This file cannot be checked: this is JSON, not a CSV sheet/),
      });
    }
  });

  it('reads a sheet whose first cell merely starts with such a character', () => {
    expect(checkSheet('name,location\n<b>Sample</b> Shop,Pasig\n', 'shops', context).issues.filter((issue) => issue.rule === 'csv-not-a-sheet')).toEqual([]);
  });

  it('gives a file one byte over the limit in exact figures', () => {
    expect(tooManyBytesSentence('shops.csv', MAX_SHEET_BYTES + 1)).toBe(
      'shops.csv is 52,428,801 bytes, more than the limit of 52,428,800 bytes (50 MiB) for a sheet, so it is not checked (checking it would run out of memory). Check that this is the right file; a list of this site is far smaller',
    );
  });
});

describe('Latin look-alike letters outside Unicode’s confusables table (issue 29 item 13)', () => {
  it.each([
    ['a small capital L (U+029F, IPA extensions)', 'https://\u029finkedin.com/company/sample', "'\u029f' (U+029F)", 'linkedin'],
    ['a small capital F (U+A730, Latin Extended-D)', 'https://\ua730acebook.com/sample', "'\ua730' (U+A730)", 'facebook'],
    ['a small capital R (U+0280)', 'https://st\u0280ava.com/clubs/1', "'\u0280' (U+0280)", 'strava'],
    ['a small capital N (U+0274)', 'https://i\u0274stagram.com/sample', "'\u0274' (U+0274)", 'instagram'],
    ['small capitals K and E (U+1D0B, U+1D07, phonetic extensions)', 'https://lin\u1d0b\u1d07din.com/', "'\u1d0b' (U+1D0B), '\u1d07' (U+1D07)", 'linkedin'],
    ['a sharp s (U+00DF) for a b', 'https://face\u00dfook.com/', "'\u00df' (U+00DF)", 'facebook'],
    ['an o with stroke (U+00F8)', 'https://sh\u00f8pee.ph/', "'\u00f8' (U+00F8)", 'shopee'],
  ])('refuses a host with %s', (_what, link, named, site) => {
    const result = checkLink(link);
    expect(result).toMatchObject({ status: 'invalid', rule: 'link-lookalike-host' });
    if (result.status === 'invalid') expect(result.problem).toContain(`mixes plain letters with ${named}`);
    if (result.status === 'invalid') expect(result.problem).toContain(`so it reads as '${site}' but is a different site`);
  });

  it.each([
    ['a small capital O (U+1D0F)', 'https://faceb\u1d0fok.com/'],
    ['a script g (U+0261)', 'https://\u0261oogle.com/'],
    ['a dotless i (U+0131)', 'https://l\u0131nkedin.com/'],
    ['a small capital I (U+026A)', 'https://garm\u026an.com/'],
  ])('still refuses a host with %s, which the confusables table maps', (_what, link) => {
    expect(checkLink(link)).toMatchObject({ status: 'invalid', rule: 'link-lookalike-host' });
  });

  it.each([
    'https://pe\u00f1afrancia.example/',
    'https://ni\u00f1o-bikes.ph/',
    'https://bicicleter\u00eda-espa\u00f1a.example/',
    'https://las-pi\u00f1as-cyclists.example/',
  ])('keeps a Filipino or Spanish name written with its own letters: %s', (link) => {
    expect(checkLink(link)).toMatchObject({ status: 'ok' });
  });
});
